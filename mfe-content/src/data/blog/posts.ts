import checkupsCover from './images/checkups-cover.svg';
import checkupsGallery1 from './images/checkups-gallery-1.svg';
import checkupsGallery2 from './images/checkups-gallery-2.svg';
import traumaCover from './images/trauma-cover.svg';
import traumaGallery1 from './images/trauma-gallery-1.svg';
import traumaGallery2 from './images/trauma-gallery-2.svg';
import pharmacyCover from './images/pharmacy-cover.svg';
import pharmacyGallery1 from './images/pharmacy-gallery-1.svg';
import pharmacyGallery2 from './images/pharmacy-gallery-2.svg';

/** An image of a post: a URL to one of our SVG illustrations (800 x 500) with its alt text. */
export interface PostImage {
  src: string;
  alt: string;
}

export const POST_IMAGE_WIDTH = 800;
export const POST_IMAGE_HEIGHT = 500;

/** A blog article (docs/product-rules.md#catalogue-data). */
export interface Post {
  id: number;
  title: string;
  slug: string;
  /** Category label shown on the card. */
  category: string;
  /** Titles of every category the post belongs to (counted in the sidebar). */
  categories: string[];
  image: PostImage;
  /** One or two sentences for the list card. */
  description: string;
  author: string;
  authorTitle: string;
  /** Date as shown, and as an ISO date for <time dateTime>. */
  date: string;
  dateISO: string;
  /** Paragraphs of the article. */
  content: string[];
  quote: { text: string; cite: string };
  gallery: [PostImage, PostImage];
}

export interface Category {
  id: number;
  title: string;
  url: string;
}

export const posts: Post[] = [
  {
    id: 1,
    title: 'Why a Yearly Health Check-Up Matters, Even When You Feel Fine',
    slug: 'regular-health-checkups',
    category: 'Preventive Care',
    categories: ['Preventive Care', 'General Medicine', 'Diabetes & Thyroid', 'Heart Health'],
    image: {
      src: checkupsCover,
      alt: 'Illustration of a doctor checking a patient’s blood pressure at a consultation desk',
    },
    description:
      'Diabetes, high blood pressure and thyroid problems often cause no symptoms for years. A simple yearly check-up finds them while they are easy to treat.',
    author: 'Dr. Srinivas Reddy',
    authorTitle: 'Founder & Medical Director',
    date: '12 March 2025',
    dateISO: '2025-03-12',
    content: [
      'Most of the patients we see in our general medicine clinic with a new diagnosis of diabetes or high blood pressure tell us the same thing: “But I felt perfectly well.” That is exactly the problem. Raised blood sugar, raised blood pressure, high cholesterol and an underactive thyroid can go unnoticed for five to ten years while they quietly damage the heart, kidneys, eyes and nerves.',
      'A yearly health check-up is the simplest way to catch these conditions early. For most adults it takes a single morning: a fasting blood sample, a urine test, an ECG and a short consultation with a physician who looks at the results together with your family history and habits. When something is found early, it can often be managed with diet, activity and a low dose of one medicine, rather than several medicines and hospital stays later.',
      'Who should have one? We recommend a yearly check-up for every adult over 30, and earlier if a parent or sibling has diabetes, heart disease or thyroid problems. Women should add a PAP smear every three years from the age of 25 and a breast examination, with a mammogram from 40. People over 60 benefit from tests of bone strength, vitamin levels, kidney function and hearing and vision.',
      'Preparing is easy. Fast for 10 to 12 hours before your appointment (water is allowed and encouraged), take your usual blood pressure or thyroid tablets unless your doctor says otherwise, and bring your previous reports and a list of the medicines you take. Wear loose clothing so that the ECG and examination are quick.',
      'The most important part of a check-up is what happens after the tests. At Ashraya every package includes a consultation with a physician who explains your results in plain language, tells you which numbers need attention and which do not, and writes down a plan you can follow. If a result needs a specialist, we arrange that visit for you before you leave.',
    ],
    quote: {
      text: 'The best time to find diabetes or high blood pressure is before it finds you. One morning a year is a small price for many healthy years.',
      cite: 'Dr. Srinivas Reddy',
    },
    gallery: [
      { src: checkupsGallery1, alt: 'Illustration of a blood sample being taken from a patient’s arm' },
      { src: checkupsGallery2, alt: 'Illustration of a patient lying down for an ECG with electrodes on the chest' },
    ],
  },
  {
    id: 2,
    title: 'After an Accident: How Orthopaedic Trauma Care Gets You Back on Your Feet',
    slug: 'orthopedic-trauma-care',
    category: 'Orthopaedics',
    categories: ['Orthopaedics', 'Emergency Care', 'Recovery & Physiotherapy'],
    image: {
      src: traumaCover,
      alt: 'Illustration of an X-ray of a leg bone with a fracture, beside a supportive crutch',
    },
    description:
      'What happens when you arrive with a broken bone, what you can do before you reach hospital, and how physiotherapy shapes a full recovery.',
    author: 'Dr. Karthik Varma',
    authorTitle: 'Consultant Orthopaedic Surgeon',
    date: '28 April 2025',
    dateISO: '2025-04-28',
    content: [
      'Road accidents on the highway near Kompally, falls at home and injuries at work bring patients with broken bones to our emergency department every day. A fracture is painful and frightening, but with quick and careful treatment the great majority heal completely. Here is what to expect, and how you can help before you reach us.',
      'Before you reach hospital: keep the injured limb still. Support it with a folded newspaper, a cushion or a rolled towel, and do not try to straighten a bent limb. If there is bleeding, press firmly on the wound with a clean cloth. Do not give the injured person anything to eat or drink, because an operation may be needed. If the neck or back may be hurt, do not move the person at all; call our emergency line and wait for the ambulance.',
      'When you arrive, the emergency team first checks breathing, circulation and bleeding, then gives pain relief. X-rays are taken in the department, and a CT scan is done for complicated fractures near joints or in the spine and pelvis. The orthopaedic surgeon on call examines you, explains what kind of fracture it is and whether it can be treated with a plaster cast or needs an operation with plates, screws or a nail.',
      'Many fractures heal well in a cast or brace. Operations are advised when the broken ends are displaced, when a joint surface is involved, or when fixing the bone lets you move and bear weight sooner, which is especially important for older people after a hip fracture. Whenever possible we operate within 24 to 48 hours of arrival, because early surgery means less pain and fewer complications.',
      'Recovery starts the day after surgery. Our physiotherapists teach you how to move safely, how to use a walker or crutches, and exercises to keep the joints above and below the fracture from stiffening. Most people return to desk work in four to six weeks and to heavier work in three to four months. Attend every follow-up visit, so that we can check on X-ray that the bone is healing in the right position.',
    ],
    quote: {
      text: 'The operation fixes the bone; the physiotherapy gives you back your life. We plan both from the very first day.',
      cite: 'Dr. Karthik Varma',
    },
    gallery: [
      { src: traumaGallery1, alt: 'Illustration of a forearm supported in a sling' },
      { src: traumaGallery2, alt: 'Illustration of a patient walking with a physiotherapist using a walker' },
    ],
  },
  {
    id: 3,
    title: 'Our 24/7 Emergency and Pharmacy: What to Do When Every Minute Counts',
    slug: 'emergency-pharmacy-services',
    category: 'Emergency Care',
    categories: ['Emergency Care', 'Pharmacy', 'Heart Health', 'Patient Guides'],
    image: {
      src: pharmacyCover,
      alt: 'Illustration of the hospital’s emergency entrance with an ambulance and a pharmacy counter',
    },
    description:
      'Recognise the warning signs that need emergency care, know what to bring, and how our round-the-clock pharmacy helps at night and on holidays.',
    author: 'Dr. Mohammed Imran Ali',
    authorTitle: 'Consultant Physician, Internal Medicine',
    date: '9 June 2025',
    dateISO: '2025-06-09',
    content: [
      'Emergencies do not keep office hours. Our emergency department on Kompally Main Road is open 24 hours a day, every day of the year, with a physician, nursing staff, a laboratory, X-ray and a pharmacy always on site, and specialists on call within minutes.',
      'Come to emergency straight away, or call for an ambulance, for: chest pain or pressure lasting more than a few minutes, especially with sweating or breathlessness; sudden weakness of the face, arm or leg, or difficulty speaking; severe breathlessness; a seizure; heavy bleeding; a head injury with vomiting or drowsiness; high fever with confusion or a rash; severe abdominal pain; poisoning; and any injury after a road accident. In a heart attack or stroke, every minute of delay costs heart or brain tissue.',
      'On arrival, a triage nurse sees you within minutes and decides how urgently you need treatment. Patients with the most serious problems are treated first, so a person who arrives after you may be seen before you. We keep families informed while they wait, and one relative can usually stay with the patient.',
      'Bring, if you can: a list of current medicines (or the strips themselves), previous reports and discharge summaries, an identity card and any health insurance card. Do not delay coming to find these; a relative can bring them later.',
      'Our pharmacy is open round the clock as well. Patients leaving emergency at night get their medicines before they go home, and anyone can fill a prescription there on Sundays and festival holidays. The pharmacist will explain how and when to take each medicine, check for interactions with what you already take, and tell you about any cheaper generic equivalent.',
    ],
    quote: {
      text: 'If you are wondering whether it is serious enough to come, come. We would much rather send you home reassured than see you too late.',
      cite: 'Dr. Mohammed Imran Ali',
    },
    gallery: [
      { src: pharmacyGallery1, alt: 'Illustration of an ambulance arriving at night' },
      { src: pharmacyGallery2, alt: 'Illustration of a pharmacist explaining a prescription across the counter' },
    ],
  },
];

/** Every category; the sidebar shows the first six with the number of posts in each. */
export const categories: Category[] = [
  'Preventive Care',
  'Emergency Care',
  'Heart Health',
  'Orthopaedics',
  'General Medicine',
  'Pharmacy',
  'Diabetes & Thyroid',
  'Recovery & Physiotherapy',
  'Patient Guides',
].map((title, index) => ({ id: index + 1, title, url: '/blog' }));

export const postCount = (category: Category): number => posts.filter((post) => post.categories.includes(category.title)).length;

export const findPost = (slug: string | undefined): Post | undefined => posts.find((post) => post.slug === slug);
