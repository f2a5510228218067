import type { DepartmentContent } from './types';

export const generalContent: DepartmentContent = {
  slug: 'general-medicine',
  intro: [
    'Most visits to a hospital begin with a general physician. At Ashraya our physicians see children, parents and grandparents from Kompally, Bowenpally, Medchal and the villages along the highway, and many families have stayed with the same doctor for years.',
    'We take the time to listen, examine you properly and explain what is happening in plain Telugu, Hindi or English. Blood tests, X-rays and the pharmacy are on the ground floor, so most problems are sorted out in a single visit.',
  ],
  problems: [
    {
      icon: 'thermometer',
      title: 'Fever and viral infections',
      desc: 'Dengue, typhoid, malaria and seasonal flu are common after the monsoon. We test early and watch platelet counts closely.',
    },
    {
      icon: 'droplet',
      title: 'Diabetes',
      desc: 'Sugar control, HbA1c checks, diet advice and regular foot and eye screening to prevent complications.',
    },
    {
      icon: 'gauge',
      title: 'High blood pressure',
      desc: 'Accurate readings, the right medicines at the right dose, and follow-up that keeps your pressure steady.',
    },
    {
      icon: 'wind',
      title: 'Cough, asthma and breathlessness',
      desc: 'Inhaler technique, lung function tests and treatment for chest infections and allergic bronchitis.',
    },
    {
      icon: 'activity',
      title: 'Thyroid disorders',
      desc: 'Tiredness, weight change or hair fall can be thyroid related. A simple blood test and steady treatment help.',
    },
    {
      icon: 'pill',
      title: 'Acidity and indigestion',
      desc: 'Burning, bloating and loss of appetite, treated with the right medicines and changes to meals and timings.',
    },
    {
      icon: 'brain',
      title: 'Headache and migraine',
      desc: 'We find the pattern and triggers, rule out serious causes and plan relief that does not rely on painkillers alone.',
    },
    {
      icon: 'droplets',
      title: 'Anaemia and weakness',
      desc: 'Low haemoglobin is common in women and children. We find the cause and correct it with diet and supplements.',
    },
    {
      icon: 'glass-water',
      title: 'Urinary infections',
      desc: 'Burning, frequent urination or fever treated quickly, with urine culture when infections keep returning.',
    },
    {
      icon: 'scale',
      title: 'Weight and cholesterol',
      desc: 'Practical plans for weight, cholesterol and fatty liver that fit Hyderabadi food and a busy working day.',
    },
    {
      icon: 'sun',
      title: 'Skin allergies and rashes',
      desc: 'Itching, hives and fungal infections, which flare up in the humid months, treated and prevented.',
    },
    {
      icon: 'shield-check',
      title: 'Vaccination for adults',
      desc: 'Flu, pneumonia, hepatitis B and tetanus shots for adults and seniors, with records kept for you.',
    },
  ],
  steps: [
    {
      title: 'Registration in minutes',
      desc: 'Show your phone number at the front desk; returning patients are found instantly with their past records.',
    },
    {
      title: 'Vitals check',
      desc: 'A nurse records your temperature, pulse, blood pressure, oxygen level and weight before you see the doctor.',
    },
    {
      title: 'Unhurried consultation',
      desc: 'The physician listens to the whole story, examines you and explains the likely cause in your language.',
    },
    { title: 'Tests on the same floor', desc: 'Blood tests, ECG and X-ray are done in-house; most reports are ready the same day.' },
    {
      title: 'A clear treatment plan',
      desc: 'You leave with a written prescription, how to take each medicine and what to watch for at home.',
    },
    {
      title: 'Referral if needed',
      desc: 'If a specialist is needed, we book them inside the hospital and share your reports so nothing is repeated.',
    },
    { title: 'Follow-up call', desc: 'For fevers and new medicines, our team calls in two or three days to check that you are improving.' },
    { title: 'Long-term care', desc: 'For diabetes, blood pressure and thyroid we set regular reviews and remind you when tests are due.' },
  ],
  capabilities: [
    'Outpatient clinics Monday to Saturday, 8 am to 8 pm',
    'In-house laboratory with same-day reports for routine tests',
    'Digital X-ray and ECG on the ground floor',
    'Day-care for IV fluids and injections',
    'Diabetes and hypertension clinics with diet counselling',
    'Home sample collection in Kompally and nearby areas',
  ],
  workProcess: [
    { title: 'Book', desc: 'Book online or call; walk-ins are welcome too.' },
    { title: 'Consult', desc: 'Meet a physician who takes the time to explain.' },
    { title: 'Diagnose', desc: 'Get tests done in-house with quick reports.' },
    { title: 'Recover', desc: 'Follow a clear plan with a follow-up call.' },
  ],
  specialistsTitle: 'Our General Medicine Specialists',
};
