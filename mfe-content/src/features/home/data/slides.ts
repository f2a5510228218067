import heroEmergency from '../images/hero-emergency.svg';
import heroExpertise from '../images/hero-expertise.svg';
import heroInnovation from '../images/hero-innovation.svg';

export interface HeroSlide {
  title: string;
  text: string;
  link: { to: string; label: string };
  image: string;
  imageAlt: string;
}

/** The three hero slides, in order (docs/product-rules.md#home-page); the hero rotates them every HERO_INTERVAL_MS. */
export const HERO_INTERVAL_MS = 3000;

export const heroSlides: HeroSlide[] = [
  {
    title: '24/7 Emergency Service',
    text: 'Accidents, chest pain or a high fever at midnight: our emergency team, ambulance and pharmacy in Kompally are open every hour of every day.',
    link: { to: '/contact', label: 'Contact emergency' },
    image: heroEmergency,
    imageAlt: 'An ambulance outside the hospital, with a clock showing care around the clock',
  },
  {
    title: 'Specialized Expertise You Can Trust',
    text: 'Experienced physicians, surgeons and specialists in six departments, who take the time to listen and explain every step of your treatment.',
    link: { to: '/services', label: 'Explore our services' },
    image: heroExpertise,
    imageAlt: 'Two Ashraya doctors with a patient’s care plan',
  },
  {
    title: 'Innovative Medical Solutions',
    text: 'Digital X-ray, echo, endoscopy and keyhole surgery under one roof, so you get answers sooner and recover faster.',
    link: { to: '/about', label: 'About the hospital' },
    image: heroInnovation,
    imageAlt: 'A patient monitor showing a heartbeat beside a microscope',
  },
];
