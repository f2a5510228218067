import type { DepartmentContent } from './types';

export const orthoContent: DepartmentContent = {
  slug: 'orthopaedics-trauma-care',
  intro: [
    'Road accidents on the highway, falls at home and cricket injuries on the weekend: our orthopaedic and trauma team sees them all, at any hour. Fractures are X-rayed and set quickly, and surgery, when needed, is done in a modern theatre with image guidance.',
    'For long-standing knee, back and shoulder pain we start with the simplest effective treatment. Our physiotherapists work beside our surgeon, so recovery begins the day after treatment.',
  ],
  problems: [
    {
      icon: 'bone',
      title: 'Fractures and dislocations',
      desc: 'Plaster, splints or surgery for broken bones, with X-ray checks until the bone has fully healed.',
    },
    {
      icon: 'footprints',
      title: 'Knee pain and arthritis',
      desc: 'Exercises, medicines, injections and, when the joint is worn out, knee replacement.',
    },
    {
      icon: 'person-standing',
      title: 'Back and neck pain',
      desc: 'Slip disc, sciatica and posture-related pain from desk work treated without rushing into surgery.',
    },
    {
      icon: 'dumbbell',
      title: 'Sports injuries',
      desc: 'Ligament tears, sprains and shoulder injuries, with a plan to get you back to your game safely.',
    },
    {
      icon: 'hand',
      title: 'Hand and wrist problems',
      desc: 'Carpal tunnel, trigger finger and wrist fractures, common in people who type or lift all day.',
    },
    { icon: 'activity', title: 'Osteoporosis', desc: 'Bone density testing and treatment to prevent fractures in older women and men.' },
    {
      icon: 'ambulance',
      title: 'Road accident trauma',
      desc: 'Round-the-clock emergency team for multiple injuries, with theatre and ICU on standby.',
    },
    {
      icon: 'rotate-ccw',
      title: 'Frozen shoulder',
      desc: 'Pain and stiffness, especially in people with diabetes, eased with physiotherapy and injections.',
    },
  ],
  steps: [
    { title: 'Emergency assessment', desc: 'Injuries are examined at once and pain is controlled before anything else.' },
    { title: 'Imaging', desc: 'Digital X-ray on site; CT or MRI arranged quickly when the injury needs it.' },
    { title: 'Choosing the treatment', desc: 'We explain the options, plaster, brace or surgery, and what recovery looks like for each.' },
    { title: 'Surgery when needed', desc: 'Modern implants and image-guided surgery by our experienced orthopaedic surgeon.' },
    { title: 'Physiotherapy', desc: 'Exercises start early, in our physiotherapy unit or at home, to regain strength and movement.' },
    { title: 'Back to daily life', desc: 'Regular reviews until you can walk, work and climb stairs with confidence again.' },
  ],
  capabilities: [
    '24-hour trauma care, with our orthopaedic surgeon on call',
    'Digital X-ray and C-arm guided surgery',
    'Knee and hip replacement',
    'Arthroscopy for knee and shoulder injuries',
    'Physiotherapy and rehabilitation unit',
    'Plaster room attached to the emergency department',
  ],
  workProcess: [
    { title: 'Assess', desc: 'Examination and X-ray the same day.' },
    { title: 'Explain', desc: 'Options laid out with honest recovery times.' },
    { title: 'Treat', desc: 'Plaster, procedure or surgery as needed.' },
    { title: 'Rehabilitate', desc: 'Physiotherapy until you move freely again.' },
  ],
  specialistsTitle: 'Our Orthopaedic Specialists',
};
