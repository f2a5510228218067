import type { DepartmentContent } from './types';

export const entContent: DepartmentContent = {
  slug: 'ent-care',
  intro: [
    'Ear, nose and throat problems can make daily life miserable: a blocked nose that will not clear, a child with repeated ear pain, or a voice that has gone hoarse. Our ENT team examines you with modern endoscopes and explains what they see on the screen.',
    'Dust and pollution on Hyderabad roads make allergies and sinus trouble very common. We treat the cause, not just the symptoms, and most procedures need only a short day-care stay.',
  ],
  problems: [
    { icon: 'ear', title: 'Ear infections and ear pain', desc: 'Common in children after colds; treated quickly to protect hearing.' },
    {
      icon: 'volume-2',
      title: 'Hearing loss',
      desc: 'Hearing tests for all ages, wax removal, and advice on hearing aids when they help.',
    },
    {
      icon: 'wind',
      title: 'Sinusitis',
      desc: 'Blocked nose, facial pain and headache treated with medicines or endoscopic sinus surgery.',
    },
    {
      icon: 'sparkles',
      title: 'Allergies and sneezing',
      desc: 'Dust and pollen allergies controlled with the right sprays and avoidance tips.',
    },
    { icon: 'thermometer', title: 'Tonsillitis', desc: 'Repeated sore throats and fevers; tonsil removal when infections keep returning.' },
    { icon: 'mic', title: 'Voice problems', desc: 'Hoarseness in teachers, singers and smokers checked with a scope of the voice box.' },
    {
      icon: 'orbit',
      title: 'Giddiness and vertigo',
      desc: 'Spinning sensations from the inner ear diagnosed and eased with exercises and medicines.',
    },
    { icon: 'moon', title: 'Snoring', desc: 'Loud snoring and poor sleep assessed for blocked airways and sleep apnoea.' },
  ],
  steps: [
    { title: 'Detailed examination', desc: 'Ear, nose and throat examined with endoscopes, shown to you on a screen.' },
    { title: 'Hearing and allergy tests', desc: 'Audiometry and allergy assessment done in our ENT clinic.' },
    { title: 'Medical treatment', desc: 'Most ENT problems settle with the right medicines and sprays.' },
    { title: 'Day-care procedures', desc: 'Tonsil, adenoid, sinus and ear surgery with modern techniques and short stays.' },
    { title: 'Gentle recovery', desc: 'Clear advice on food, rest and pain relief for the days after surgery.' },
    { title: 'Follow-up', desc: 'A check-up visit to make sure healing is complete and hearing is good.' },
  ],
  capabilities: [
    'Diagnostic nasal and throat endoscopy',
    'Audiometry and hearing assessment',
    'Endoscopic sinus surgery',
    'Tonsil and adenoid surgery for children',
    'Ear wax removal and ear drum repair',
    'Vertigo and balance assessment',
  ],
  workProcess: [
    { title: 'Examine', desc: 'See what the doctor sees, on screen.' },
    { title: 'Test', desc: 'Hearing and allergy tests in the clinic.' },
    { title: 'Treat', desc: 'Medicines or a short day-care procedure.' },
    { title: 'Review', desc: 'A follow-up visit until you are well.' },
  ],
  specialistsTitle: 'Our ENT Specialists',
};
