import type { DepartmentContent } from './types';

export const womenContent: DepartmentContent = {
  slug: 'women-child-care',
  intro: [
    'From a first pregnancy test to a child’s tenth birthday, our obstetrician and our family physicians care for mothers and children as one family. Our labour rooms, newborn care unit and children’s ward are on the same floor, so a mother is never far from her baby.',
    'We believe in informed choices: we explain every scan, every test and every option for delivery, and we respect your wishes for a normal birth wherever it is safe.',
  ],
  problems: [
    {
      icon: 'baby',
      title: 'Pregnancy care',
      desc: 'Regular check-ups, scans and blood tests through all three trimesters, with a doctor who knows your history.',
    },
    {
      icon: 'calendar-check',
      title: 'Irregular periods and PCOS',
      desc: 'Hormone tests, ultrasound and lifestyle plans for irregular cycles, acne and weight gain linked to PCOS.',
    },
    {
      icon: 'heart-handshake',
      title: 'Fertility concerns',
      desc: 'Initial evaluation for couples trying to conceive, with counselling and simple treatments first.',
    },
    {
      icon: 'flower',
      title: 'Menopause symptoms',
      desc: 'Hot flushes, poor sleep and bone health managed with care, and screening for common cancers.',
    },
    {
      icon: 'thermometer',
      title: 'Fever and infections in children',
      desc: 'Prompt care for fevers, cough, diarrhoea and ear infections, with child-friendly doses and advice.',
    },
    {
      icon: 'shield-check',
      title: 'Childhood vaccination',
      desc: 'The full national and optional schedule, with reminders on your phone before each dose is due.',
    },
    {
      icon: 'milk',
      title: 'Newborn and feeding care',
      desc: 'Help with breastfeeding, jaundice checks and weight monitoring in the first weeks at home.',
    },
    {
      icon: 'ribbon',
      title: 'Cervical and breast screening',
      desc: 'Pap smear, breast examination and referral for mammography, done gently by women doctors.',
    },
  ],
  steps: [
    { title: 'First visit', desc: 'A detailed history and examination with a woman doctor, in a private room with a nurse present.' },
    { title: 'Scans and tests', desc: 'Ultrasound and blood tests are arranged in-house; we explain every result in plain language.' },
    { title: 'Personal care plan', desc: 'Your plan for pregnancy, periods or menopause is written down with dates for each visit.' },
    { title: 'Safe delivery', desc: 'Labour rooms with nurses day and night, and our obstetrician at every delivery.' },
    { title: 'Mother and baby together', desc: 'Rooming-in, feeding support and paediatric checks before you go home.' },
    { title: 'Growing up healthy', desc: 'Well-baby visits, vaccines and growth checks until your child is ready for school and beyond.' },
  ],
  capabilities: [
    'Labour rooms and operation theatre open 24 hours',
    'Newborn care unit with warmers and phototherapy',
    'Obstetric ultrasound and foetal monitoring',
    'Paediatric ward with a parent bed in every room',
    'Vaccination clinic with phone reminders',
    'Lactation support and antenatal classes',
  ],
  workProcess: [
    { title: 'Book', desc: 'Choose a woman doctor and a time that suits you.' },
    { title: 'Assess', desc: 'History, examination and scans in one visit.' },
    { title: 'Plan', desc: 'A written plan with every next step and date.' },
    { title: 'Care', desc: 'Continued care for mother and child together.' },
  ],
  specialistsTitle: 'Our Women & Child Care Specialists',
};
