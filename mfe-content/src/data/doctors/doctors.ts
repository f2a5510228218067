import srinivasReddy from './portraits/srinivas-reddy.svg';
import lakshmiPriyaNair from './portraits/lakshmi-priya-nair.svg';
import mohammedImranAli from './portraits/mohammed-imran-ali.svg';
import karthikVarma from './portraits/karthik-varma.svg';
import snehaKulkarni from './portraits/sneha-kulkarni.svg';
import venkateshIyer from './portraits/venkatesh-iyer.svg';
import anithaRaghavan from './portraits/anitha-raghavan.svg';
import prakashNaidu from './portraits/prakash-naidu.svg';
import { DOCTORS, type DoctorIdentity, type DoctorSlug } from '@hospital/hospital-data';

/**
 * A doctor's profile (docs/product-rules.md#catalogue-data). Who the doctor is (slug, name, departments)
 * comes from the contract's roster, which the booking remote schedules; the profile and its copy live here.
 */
export interface Doctor extends DoctorIdentity {
  id: number;
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

type Profile = Omit<Doctor, keyof DoctorIdentity>;

/** Every doctor of the roster has a profile: a slug missing here, or not in the roster, fails the type check. */
const profiles: Record<DoctorSlug, Profile> = {
  'dr-srinivas-reddy': {
    id: 1,
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
  'dr-lakshmi-priya-nair': {
    id: 2,
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
      'Works with our family physician for children, so your newborn is checked from the first day',
    ],
    image: lakshmiPriyaNair,
  },
  'dr-mohammed-imran-ali': {
    id: 3,
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
    whyChoose: ['Clear written plans you can follow at home', 'Follow-up on the phone between visits when your readings change'],
    image: mohammedImranAli,
  },
  'dr-karthik-varma': {
    id: 4,
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
    whyChoose: ['On call for orthopaedic emergencies 24 hours a day', 'Walking with support within a day of most joint replacements'],
    image: karthikVarma,
  },
  'dr-sneha-kulkarni': {
    id: 5,
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
  'dr-venkatesh-iyer': {
    id: 6,
    position: 'Consultant Cardiac Surgeon',
    qualification: 'MBBS, MS (General Surgery), MCh (Cardiothoracic & Vascular Surgery)',
    experience: '10+ years',
    experienceYears: 10,
    specialization: 'Bypass surgery, heart valve surgery, vascular surgery',
    about:
      'Dr. Venkatesh Iyer is a cardiac surgeon with more than ten years of experience in coronary bypass and heart valve operations. He sees every heart patient together with our physicians, so that each one is told honestly whether medicines, a referral for angiography and a stent, or an operation is the right choice. He is known for taking families through each step before and after surgery.',
    services: [
      'Coronary artery bypass surgery (CABG), including beating-heart surgery',
      'Heart valve repair and replacement',
      'Surgery for varicose veins and blocked leg arteries',
      'Second opinions on advised heart surgery',
    ],
    whyChoose: ['Decisions made with you and your physician, never in a hurry', 'Cardiac rehabilitation plan before you leave hospital'],
    image: venkateshIyer,
  },
  'dr-anitha-raghavan': {
    id: 7,
    position: 'Visiting Consultant Gastroenterologist',
    qualification: 'MBBS, MD (General Medicine), DM (Gastroenterology)',
    experience: '9+ years',
    experienceYears: 9,
    specialization: 'Acidity and ulcers, liver disease, endoscopy and colonoscopy',
    about:
      'Dr. Anitha Raghavan is a gastroenterologist who usually holds clinics at Ashraya on Tuesday, Thursday and Saturday mornings and on Wednesday evenings. She sees people with long-standing acidity, stomach pain, jaundice and fatty liver, and performs endoscopy and colonoscopy in our day-care suite so that most patients go home the same day. When gallstones, a hernia or the appendix need an operation, she explains why and arranges it.',
    services: [
      'Acidity, ulcers and indigestion that keep coming back',
      'Jaundice, fatty liver and hepatitis',
      'Upper GI endoscopy and colonoscopy as day care',
      'Bowel habit changes and blood in the stool',
      'Opinion before gallbladder or hernia surgery',
    ],
    whyChoose: ['Explains what the scope showed before you leave, with pictures', 'Sedation for endoscopy so that the test is comfortable'],
    image: anithaRaghavan,
  },
  'dr-prakash-naidu': {
    id: 8,
    position: 'Visiting Consultant ENT Surgeon',
    qualification: 'MBBS, MS (ENT), DNB (Otorhinolaryngology)',
    experience: '11+ years',
    experienceYears: 11,
    specialization: 'Ear infections and hearing, sinus and nose, tonsils, voice',
    about:
      'Dr. Prakash Naidu is an ear, nose and throat surgeon who usually sees patients at Ashraya on Monday, Wednesday and Friday afternoons and on Saturday mornings. Children with repeated ear infections or large tonsils, adults with blocked sinuses, and older people losing their hearing make up most of his clinic. He examines ears and nose with a fine camera so that you can see on the screen what he sees.',
    services: [
      'Ear pain, discharge and repeated ear infections in children',
      'Hearing tests and hearing aid advice',
      'Sinusitis, nasal blockage and nose bleeds',
      'Tonsils and adenoids, including surgery',
      'Hoarse voice and swallowing problems',
    ],
    whyChoose: ['Camera examination shown to you on screen', 'Hearing test in the same visit when needed'],
    image: prakashNaidu,
  },
};

/** The roster in its order, each doctor with the profile of that slug. */
export const doctors: Doctor[] = DOCTORS.map((identity) => ({ ...identity, ...profiles[identity.slug] }));

/**
 * A department's doctors (docs/product-rules.md#lists-and-counts): every doctor who sees its patients, those
 * for whom it is the main department first, then those who also hold clinics in it; roster order within each.
 */
export const doctorsOfDepartment = (department: string): Doctor[] => {
  const seeing = doctors.filter((doctor) => (doctor.departments as readonly string[]).includes(department));
  return [
    ...seeing.filter((doctor) => doctor.departments[0] === department),
    ...seeing.filter((doctor) => doctor.departments[0] !== department),
  ];
};

/** The hospital's doctors on staff; visiting consultants hold clinics on set days. */
export const residentDoctors = doctors.filter((doctor) => !doctor.visiting);
export const visitingDoctors = doctors.filter((doctor) => doctor.visiting);

export const findDoctor = (slug: string | undefined): Doctor | undefined => doctors.find((doctor) => doctor.slug === slug);

export const doctorPortraitAlt = (doctor: Doctor): string => `Illustrated portrait of ${doctor.name}`;
