import general from './images/general.svg';
import womenChild from './images/women-child.svg';
import orthopaedics from './images/orthopaedics.svg';
import cardiology from './images/cardiology.svg';
import gastroenterology from './images/gastroenterology.svg';
import ent from './images/ent.svg';

export const DEPARTMENT_IMAGE_WIDTH = 480;
export const DEPARTMENT_IMAGE_HEIGHT = 360;

/** Each department's main illustration, by slug, with its alt text. */
export const departmentImages: Record<string, { src: string; alt: string }> = {
  'general-medicine': { src: general, alt: 'A physician with a thermometer and a patient’s chart' },
  'women-child-care': { src: womenChild, alt: 'A mother holding her newborn baby' },
  'orthopaedics-trauma-care': { src: orthopaedics, alt: 'An X-ray of a leg bone beside a bandage' },
  'cardiology-heart-care': { src: cardiology, alt: 'A heart with a heartbeat line and an ECG monitor' },
  'gastroenterology-surgery': { src: gastroenterology, alt: 'A stomach with medicines and a leaf for healthy eating' },
  'ent-care': { src: ent, alt: 'An ear with sound waves and an otoscope' },
};
