import type { DepartmentContent } from './types';

export const gastroContent: DepartmentContent = {
  slug: 'gastroenterology-surgery',
  intro: [
    'Stomach and liver problems are among the most common reasons people see a doctor in Hyderabad. Our gastroenterology and general surgery team treats everything from acidity and fatty liver to gallstones and hernia.',
    'Wherever we can, we choose keyhole (laparoscopic) surgery: smaller cuts, less pain and most patients home in a day or two.',
  ],
  problems: [
    {
      icon: 'flame',
      title: 'Acidity and GERD',
      desc: 'Heartburn and sour burps that keep returning, treated and investigated with endoscopy if needed.',
    },
    {
      icon: 'droplets',
      title: 'Fatty liver',
      desc: 'Often found by chance on a scan. Diet, weight loss and regular checks can reverse it.',
    },
    {
      icon: 'circle-dot',
      title: 'Gallstones',
      desc: 'Pain after fatty meals caused by stones, treated with keyhole removal of the gallbladder.',
    },
    { icon: 'shield-plus', title: 'Hernia', desc: 'A bulge in the groin or belly repaired with mesh, mostly as a short day-care stay.' },
    { icon: 'siren', title: 'Appendicitis', desc: 'Sudden pain in the lower right belly, diagnosed quickly and operated on the same day.' },
    {
      icon: 'utensils',
      title: 'Constipation and IBS',
      desc: 'Bloating and changed bowel habits eased with diet, medicines and reassurance.',
    },
    {
      icon: 'bug',
      title: 'Stomach infections',
      desc: 'Diarrhoea and vomiting from food or water, with fluids and close watch for dehydration.',
    },
    {
      icon: 'scissors',
      title: 'Piles and fissures',
      desc: 'Painful bleeding treated with medicines first, and with modern minimal procedures if needed.',
    },
  ],
  steps: [
    { title: 'Consultation', desc: 'A specialist asks about your symptoms, diet and medicines, and examines you.' },
    { title: 'Investigations', desc: 'Ultrasound, blood tests and endoscopy arranged in-house, often the same day.' },
    { title: 'Medical treatment first', desc: 'Most acidity, IBS and liver problems improve with medicines and diet.' },
    { title: 'Keyhole surgery', desc: 'Laparoscopic surgery for gallstones, hernia and appendix when surgery is the right choice.' },
    { title: 'Recovery', desc: 'Early walking and eating after surgery; most patients go home within two days.' },
    { title: 'Diet follow-up', desc: 'A dietitian helps you plan meals that keep symptoms away.' },
  ],
  capabilities: [
    'Upper GI endoscopy and colonoscopy',
    'Laparoscopic (keyhole) surgery',
    'Abdominal ultrasound on site',
    'Day-care hernia and piles procedures',
    'Emergency surgery for appendicitis and obstruction',
    'Diet counselling for liver and gut health',
  ],
  workProcess: [
    { title: 'Consult', desc: 'Tell us your symptoms in detail.' },
    { title: 'Investigate', desc: 'Scans and endoscopy when needed.' },
    { title: 'Treat', desc: 'Medicines first, keyhole surgery if required.' },
    { title: 'Recover', desc: 'Home quickly, with a diet plan to stay well.' },
  ],
  specialistsTitle: 'Our Gastroenterology Specialists',
};
