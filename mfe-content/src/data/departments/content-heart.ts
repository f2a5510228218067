import type { DepartmentContent } from './types';

export const heartContent: DepartmentContent = {
  slug: 'cardiology-heart-care',
  intro: [
    'Heart disease arrives earlier in Indian adults than in most of the world, often in the forties. Our cardiology team helps you find risks early, treats heart problems promptly and supports you in living well afterwards.',
    'Chest pain is always treated as an emergency here: an ECG is done within ten minutes of arrival, day or night, and the emergency doctor reviews it straight away.',
  ],
  problems: [
    {
      icon: 'heart-pulse',
      title: 'Chest pain',
      desc: 'Rapid ECG and blood tests to rule out a heart attack, with treatment started without delay.',
    },
    {
      icon: 'gauge',
      title: 'High blood pressure',
      desc: 'Careful control of blood pressure to protect the heart, kidneys and brain over the years.',
    },
    {
      icon: 'activity',
      title: 'Irregular heartbeat',
      desc: 'Palpitations and fluttering checked with ECG and Holter monitoring, and treated safely.',
    },
    {
      icon: 'wind',
      title: 'Breathlessness',
      desc: 'Shortness of breath on walking or lying down can be heart failure; echo tests find the cause.',
    },
    {
      icon: 'droplet',
      title: 'High cholesterol',
      desc: 'Lipid checks and treatment, with diet advice that works with everyday Indian cooking.',
    },
    {
      icon: 'heart',
      title: 'Heart valve disease',
      desc: 'Valve problems detected by echo, followed regularly and referred for repair when needed.',
    },
    {
      icon: 'footprints',
      title: 'Swelling of the feet',
      desc: 'Swollen ankles may point to the heart, kidneys or veins; we look at all three.',
    },
    {
      icon: 'clipboard-check',
      title: 'Heart checks before surgery',
      desc: 'Fitness assessment for patients over forty or with diabetes before any operation.',
    },
  ],
  steps: [
    { title: 'Quick triage', desc: 'Chest pain patients get an ECG within ten minutes of reaching the emergency desk.' },
    { title: 'Heart tests', desc: 'Echo, treadmill test and Holter monitoring in our cardiac diagnostics room.' },
    { title: 'Diagnosis explained', desc: 'Your doctor shows you the results and explains what they mean for your heart.' },
    { title: 'Treatment', desc: 'Medicines, monitoring in our cardiac care beds and, if needed, referral for angiography.' },
    { title: 'Cardiac rehabilitation', desc: 'Supervised exercise, diet and stress advice to strengthen the heart after an illness.' },
    { title: 'Regular reviews', desc: 'Scheduled check-ups to keep blood pressure, sugar and cholesterol on target.' },
  ],
  capabilities: [
    'ECG within ten minutes for chest pain, 24 hours a day',
    '2D echocardiography and colour Doppler',
    'Treadmill stress testing',
    '24-hour Holter and blood pressure monitoring',
    'Cardiac care beds with continuous monitoring',
    'Heart health check-up packages',
  ],
  workProcess: [
    { title: 'Screen', desc: 'ECG, echo and blood tests as needed.' },
    { title: 'Diagnose', desc: 'Our cardiac surgeon reviews every result with you.' },
    { title: 'Treat', desc: 'Medicines and monitoring that fit your life.' },
    { title: 'Protect', desc: 'Rehabilitation and reviews to prevent a relapse.' },
  ],
  specialistsTitle: 'Our Cardiology Specialists',
};
