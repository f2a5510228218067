import { HEALTH_PACKAGES, type HealthPackageId } from '@hospital/hospital-data';
export { formatRupees } from '@hospital/hospital-data';

/** Id, title and price from the contract: the booking form shows them and the booking API charges the price. */
function packageIdentity(id: HealthPackageId): { id: string; title: string; price: number } {
  const identity = HEALTH_PACKAGES.find((pkg) => pkg.id === id);
  if (!identity) throw new Error(`No health package ${id} in the contract`);
  return { id: identity.id, title: identity.title, price: identity.price };
}

/** A health check-up package (docs/product-rules.md#catalogue-data). */
export interface HealthPackage {
  /** Used in /package-single/{id}. */
  id: string;
  title: string;
  /** Price in rupees; shown with formatRupees. */
  price: number;
  /** One line for the card. */
  summary: string;
  tests: string[];
  /** Consultations and services that come with the tests. */
  includes: string[];
  whoFor: string[];
  preparation: string[];
}

/** The card shows this many tests, then '+ N more tests'. */
export const TESTS_ON_CARD = 5;

/** Rupees as the page's language writes them (the contract's one formatter). */

const FASTING = 'Fast for 10 to 12 hours before your appointment; plain water is fine and helps the blood draw.';
const MORNING = 'Come between 7:30 and 10:00 am; the whole visit takes about';
const MEDICINES =
  'Take your usual blood pressure and thyroid tablets with a sip of water; bring diabetes medicines and take them after the fasting sample.';
const REPORTS = 'Bring previous reports, discharge summaries and the strips of the medicines you take.';

export const healthPackages: HealthPackage[] = [
  {
    ...packageIdentity('basic-wellness'),
    summary: 'The essential yearly screen for sugar, cholesterol, thyroid, liver and kidneys.',
    tests: [
      'Complete blood count (CBC) with ESR',
      'Fasting blood sugar',
      'Lipid profile',
      'Thyroid stimulating hormone (TSH)',
      'Urine routine and microscopy',
      'Serum creatinine and blood urea',
      'SGPT (ALT) liver enzyme',
      'Blood pressure and BMI check',
    ],
    includes: ['Consultation with a general physician to explain your results'],
    whoFor: [
      'Adults aged 18 to 35 with no known illness',
      'Anyone who has not had a blood test in the last year',
      'Pre-employment and annual workplace check-ups',
    ],
    preparation: [FASTING, `${MORNING} 90 minutes.`, REPORTS],
  },
  {
    ...packageIdentity('executive-health-check-up'),
    summary: 'For busy working adults: a thorough screen with ECG, chest X-ray and abdominal ultrasound.',
    tests: [
      'Complete blood count (CBC) with ESR',
      'Fasting and post-lunch blood sugar',
      'HbA1c (three-month sugar average)',
      'Lipid profile',
      'Liver function test (LFT)',
      'Kidney function test (KFT)',
      'Thyroid profile (T3, T4, TSH)',
      'Serum uric acid',
      'Urine routine and microscopy',
      'ECG',
      'Chest X-ray',
      'Ultrasound (USG) abdomen',
      'Vitamin D and vitamin B12',
    ],
    includes: ['Consultation with a senior physician', 'Diet counselling'],
    whoFor: [
      'Working adults aged 30 to 50, especially with long desk hours or frequent travel',
      'People with a family history of diabetes, heart disease or thyroid problems',
      'Smokers and those who drink alcohol regularly',
    ],
    preparation: [
      FASTING,
      'After the fasting sample you will have breakfast; the post-lunch sugar is taken two hours later.',
      'Drink four to five glasses of water an hour before the ultrasound and do not pass urine until it is done.',
      `${MORNING} four hours.`,
      MEDICINES,
    ],
  },
  {
    ...packageIdentity('healthy-heart'),
    summary: 'A close look at your heart and its risk factors, reviewed by our cardiac surgeon.',
    tests: [
      'ECG',
      '2D echocardiogram (2D echo)',
      'Treadmill test (TMT)',
      'Lipid profile with LDL and HDL ratio',
      'hs-CRP (heart inflammation marker)',
      'HbA1c',
      'Fasting blood sugar',
      'Complete blood count (CBC)',
      'Kidney function test (KFT)',
      'Serum electrolytes (sodium, potassium)',
      'Chest X-ray',
    ],
    includes: ['Consultation with our cardiac surgeon', 'Personal plan for blood pressure, cholesterol and exercise'],
    whoFor: [
      'Adults over 35 with high blood pressure, diabetes or high cholesterol',
      'Anyone with a parent or sibling who had a heart attack before 60',
      'People who get breathless, tired or uncomfortable in the chest on exertion',
    ],
    preparation: [
      FASTING,
      'Wear comfortable shoes and loose clothing for the treadmill test.',
      'Do not drink tea, coffee or cola on the morning of the test.',
      'If you take beta-blockers (metoprolol, atenolol and similar), ask us whether to pause them before the TMT.',
      `${MORNING} three hours.`,
    ],
  },
  {
    ...packageIdentity('womens-wellness'),
    summary: 'Screening designed for women: thyroid, anaemia, bone health, cervical and breast checks.',
    tests: [
      'Complete blood count (CBC) with ESR',
      'Thyroid profile (T3, T4, TSH)',
      'HbA1c',
      'Lipid profile',
      'Serum ferritin (iron stores)',
      'Vitamin D and vitamin B12',
      'Serum calcium',
      'PAP smear',
      'Ultrasound (USG) abdomen and pelvis',
      'Mammography (from age 40) or breast ultrasound (under 40)',
      'Urine routine and microscopy',
    ],
    includes: ['Consultation with a gynaecologist', 'Breast examination'],
    whoFor: [
      'Women aged 25 and above, once a year',
      'Women with irregular periods, PCOS, tiredness or hair fall',
      'Women approaching or past menopause',
    ],
    preparation: [
      FASTING,
      'Book for a day between the 10th and 20th day of your cycle, when not menstruating, for the PAP smear.',
      'Avoid vaginal creams and intercourse for two days before the PAP smear.',
      'Do not apply talc, deodorant or cream on the chest on the day of the mammogram.',
      'Drink four to five glasses of water an hour before the pelvic ultrasound.',
    ],
  },
  {
    ...packageIdentity('senior-citizen'),
    summary: 'A gentle, complete check for those over 60: heart, kidneys, bones, eyes and hearing.',
    tests: [
      'Complete blood count (CBC) with ESR',
      'Fasting blood sugar and HbA1c',
      'Lipid profile',
      'Liver function test (LFT)',
      'Kidney function test (KFT)',
      'Serum electrolytes',
      'Thyroid stimulating hormone (TSH)',
      'Vitamin D and vitamin B12',
      'Serum calcium',
      'PSA (men) or PAP smear (women)',
      'Urine routine and microscopy',
      'ECG',
      '2D echocardiogram (2D echo)',
      'Chest X-ray',
      'Ultrasound (USG) abdomen',
      'Eye and hearing screening',
    ],
    includes: ['Consultation with a senior physician', 'Review of all current medicines', 'Fall-risk assessment'],
    whoFor: [
      'Everyone aged 60 and above, once a year',
      'Older adults taking several medicines for long-term conditions',
      'Families who want a clear picture of a parent’s health',
    ],
    preparation: [
      FASTING,
      MEDICINES,
      'A family member is welcome to come along; wheelchairs are available at the entrance.',
      `${MORNING} four hours, with breakfast served after the fasting sample.`,
      REPORTS,
    ],
  },
  {
    ...packageIdentity('comprehensive-master-health-check-up'),
    summary: 'Our most complete check-up, from head to toe, with specialist reviews in a single day.',
    tests: [
      'Complete blood count (CBC) with ESR',
      'Fasting and post-lunch blood sugar',
      'HbA1c',
      'Lipid profile',
      'Liver function test (LFT)',
      'Kidney function test (KFT)',
      'Serum electrolytes',
      'Thyroid profile (T3, T4, TSH)',
      'Serum uric acid and calcium',
      'Vitamin D and vitamin B12',
      'Iron studies',
      'hs-CRP',
      'Urine routine and microscopy',
      'Stool routine',
      'ECG',
      '2D echocardiogram (2D echo)',
      'Treadmill test (TMT)',
      'Chest X-ray',
      'Ultrasound (USG) abdomen and pelvis',
      'Pulmonary function test (PFT)',
      'Eye check-up',
      'Dental check-up',
    ],
    includes: [
      'Consultations with a physician and a dietitian',
      'Gynaecologist consultation for women',
      'Breakfast and a written summary the same day',
    ],
    whoFor: [
      'Adults over 40 who want every major organ checked at once',
      'People with several risk factors: diabetes, blood pressure, smoking, weight',
      'Anyone who has not had a full check-up for several years',
    ],
    preparation: [
      FASTING,
      'Bring a stool sample in the container we give you at booking, or collect one at the hospital.',
      'Wear comfortable shoes for the treadmill test and avoid tea or coffee that morning.',
      'Drink four to five glasses of water an hour before the ultrasound.',
      `${MORNING} five to six hours.`,
      MEDICINES,
    ],
  },
];

export const findPackage = (id: string | undefined): HealthPackage | undefined => healthPackages.find((pkg) => pkg.id === id);

/** What a card shows: the first tests and how many more there are. */
export const cardTests = (pkg: HealthPackage, shown: number = TESTS_ON_CARD): { shown: string[]; more: number } => ({
  shown: pkg.tests.slice(0, shown),
  more: Math.max(0, pkg.tests.length - shown),
});
