import srinivasReddy from './portraits/srinivas-reddy.svg';
import lakshmiPriyaNair from './portraits/lakshmi-priya-nair.svg';
import mohammedImranAli from './portraits/mohammed-imran-ali.svg';
import karthikVarma from './portraits/karthik-varma.svg';
import snehaKulkarni from './portraits/sneha-kulkarni.svg';
import venkateshIyer from './portraits/venkatesh-iyer.svg';

/** A doctor of the hospital (docs/product-rules.md#catalogue-data). Used only inside mfe-content, so the type lives here. */
export interface Doctor {
  id: number;
  name: string;
  /** The hyphenated name, used in /team-single/{slug}. */
  slug: string;
  position: string;
  /** Degrees and fellowships. */
  qualification: string;
  /** As shown to patients, e.g. '15+ years'. */
  experience: string;
  /** The number behind `experience`, for sorting and tests. */
  experienceYears: number;
  specialization: string;
  about: string;
  services?: string[];
  whyChoose?: string[];
  leadership?: string;
  /** URL of the illustrated portrait (square, 400 x 400). */
  image: string;
}

export const PORTRAIT_SIZE = 400;

export const doctors: Doctor[] = [
  {
    id: 1,
    name: 'Dr. Srinivas Reddy',
    slug: 'dr-srinivas-reddy',
    position: 'Founder & Medical Director, Senior General Physician',
    qualification: 'MBBS, MD (General Medicine), FICP',
    experience: '15+ years',
    experienceYears: 15,
    specialization: 'General medicine, diabetes, hypertension and preventive health',
    about:
      'Dr. Srinivas Reddy founded Ashraya because Kompally deserved a hospital where families are seen on time and spoken to plainly. After training in general medicine in Hyderabad and more than fifteen years of practice, he still runs a full outpatient clinic every weekday morning. He looks after adults with long-term conditions such as diabetes, high blood pressure and thyroid disorders, and believes most hospital visits can be avoided with a good family doctor and a yearly check-up.',
    services: [
      'Diagnosis and long-term care of diabetes, blood pressure and thyroid disorders',
      'Fever, infection and seasonal illness (dengue, typhoid, viral fevers)',
      'Annual health check-ups and review of results in person',
      'Medication review for older patients taking several medicines',
      'Second opinions before planned surgery',
    ],
    whyChoose: [
      'Explains every diagnosis in Telugu, Hindi or English, whichever you prefer',
      'Coordinates your care across departments so you see one doctor who knows your whole history',
      'Fifteen years of caring for families in north Hyderabad',
    ],
    leadership:
      'As Medical Director, Dr. Reddy chairs the hospital’s clinical quality committee, which reviews every readmission and every emergency transfer each month. He introduced the written discharge summary in plain language that every Ashraya patient now takes home.',
    image: srinivasReddy,
  },
  {
    id: 2,
    name: 'Dr. Lakshmi Priya Nair',
    slug: 'dr-lakshmi-priya-nair',
    position: 'Consultant Obstetrician & Gynaecologist',
    qualification: 'MBBS, MS (Obstetrics & Gynaecology), DNB, FMAS',
    experience: '10+ years',
    experienceYears: 10,
    specialization: 'Pregnancy care, high-risk pregnancy, laparoscopic gynaecology',
    about:
      'Dr. Lakshmi Priya Nair has cared for women through pregnancy, childbirth and beyond for over ten years. She is trained in minimal-access (keyhole) surgery for fibroids, ovarian cysts and endometriosis, which means smaller scars and a shorter stay. Mothers-to-be appreciate her calm antenatal clinics, where there is always time for questions.',
    services: [
      'Antenatal care from the first scan to delivery',
      'Normal delivery and caesarean section',
      'Care of high-risk pregnancy: diabetes, blood pressure, twins',
      'Laparoscopic surgery for fibroids, cysts and endometriosis',
      'PCOS, irregular periods and menopause clinic',
    ],
    whyChoose: [
      'A birth plan discussed with you and your family in advance',
      'Keyhole surgery for most gynaecological operations',
      'Works alongside our paediatricians for newborn care from the first minute',
    ],
    image: lakshmiPriyaNair,
  },
  {
    id: 3,
    name: 'Dr. Mohammed Imran Ali',
    slug: 'dr-mohammed-imran-ali',
    position: 'Consultant Physician, Internal Medicine',
    qualification: 'MBBS, MD (Internal Medicine), Fellowship in Diabetology',
    experience: '12+ years',
    experienceYears: 12,
    specialization: 'Internal medicine, diabetes care, infectious diseases',
    about:
      'Dr. Mohammed Imran Ali is an internist with twelve years of experience in hospital and outpatient medicine. He leads our diabetes clinic, where patients learn to read their own sugar readings and adjust diet and medicines with confidence. He also looks after patients admitted with pneumonia, dengue and other infections.',
    services: [
      'Diabetes clinic with diet and insulin counselling',
      'Management of asthma, COPD and chest infections',
      'In-patient care for dengue, malaria and typhoid',
      'Care of kidney and liver problems related to diabetes',
    ],
    whyChoose: [
      'Clear written plans you can follow at home',
      'Follow-up on the phone between visits when your readings change',
    ],
    image: mohammedImranAli,
  },
  {
    id: 4,
    name: 'Dr. Karthik Varma',
    slug: 'dr-karthik-varma',
    position: 'Consultant Orthopaedic Surgeon',
    qualification: 'MBBS, MS (Orthopaedics), Fellowship in Arthroplasty',
    experience: '8+ years',
    experienceYears: 8,
    specialization: 'Fractures and trauma, knee and hip replacement, sports injuries',
    about:
      'Dr. Karthik Varma treats broken bones, worn-out joints and sports injuries. He operates on fractures from road and workplace accidents round the clock, and performs knee and hip replacements for people whose arthritis keeps them from walking. He works closely with our physiotherapists so that recovery starts the day after surgery.',
    services: [
      'Emergency fracture care and trauma surgery',
      'Total knee and hip replacement',
      'Arthroscopy for ligament and meniscus injuries',
      'Back and neck pain assessment',
    ],
    whyChoose: [
      'On call for orthopaedic emergencies 24 hours a day',
      'Walking with support within a day of most joint replacements',
    ],
    image: karthikVarma,
  },
  {
    id: 5,
    name: 'Dr. Sneha Kulkarni',
    slug: 'dr-sneha-kulkarni',
    position: 'General Physician & Family Medicine Specialist',
    qualification: 'MBBS, DNB (Family Medicine)',
    experience: '7+ years',
    experienceYears: 7,
    specialization: 'Family medicine, child and adolescent health, vaccinations',
    about:
      'Dr. Sneha Kulkarni is a family physician who sees patients of every age, from toddlers with a cough to grandparents with joint pain. She runs our vaccination clinic for children and adults and our evening outpatient sessions for working families. Patients value how she listens before she prescribes.',
    services: [
      'Everyday illnesses in children and adults',
      'Childhood and adult vaccinations',
      'Women’s health and anaemia screening',
      'Lifestyle advice for weight, sleep and stress',
    ],
    image: snehaKulkarni,
  },
  {
    id: 6,
    name: 'Dr. Venkatesh Iyer',
    slug: 'dr-venkatesh-iyer',
    position: 'Consultant Cardiac Surgeon',
    qualification: 'MBBS, MS (General Surgery), MCh (Cardiothoracic & Vascular Surgery)',
    experience: '10+ years',
    experienceYears: 10,
    specialization: 'Bypass surgery, heart valve surgery, vascular surgery',
    about:
      'Dr. Venkatesh Iyer is a cardiac surgeon with more than ten years of experience in coronary bypass and heart valve operations. He works with our cardiologists in a single heart team, so that every patient is told honestly whether medicines, a stent or an operation is the right choice. He is known for taking families through each step before and after surgery.',
    services: [
      'Coronary artery bypass surgery (CABG), including beating-heart surgery',
      'Heart valve repair and replacement',
      'Surgery for varicose veins and blocked leg arteries',
      'Second opinions on advised heart surgery',
    ],
    whyChoose: [
      'Decisions made together with the cardiologist and you, never in a hurry',
      'Cardiac rehabilitation plan before you leave hospital',
    ],
    image: venkateshIyer,
  },
];

export const findDoctor = (slug: string | undefined): Doctor | undefined =>
  doctors.find((doctor) => doctor.slug === slug);

export const doctorPortraitAlt = (doctor: Doctor): string => `Illustrated portrait of ${doctor.name}`;
