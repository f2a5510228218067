import heroEmergency from '../images/hero-emergency.svg';
import heroExpertise from '../images/hero-expertise.svg';
import heroInnovation from '../images/hero-innovation.svg';

/**
 * A hero slide. Its text is in the catalog under `home.hero.<id>.`: `title`, `text`, `link` (the secondary
 * button's label) and `imageAlt`, translated when the hero renders.
 */
export interface HeroSlide {
  id: 'emergency' | 'expertise' | 'innovation';
  link: { to: string };
  image: string;
}

/** The three hero slides, in order (docs/product-rules.md#home-page); the hero rotates them every HERO_INTERVAL_MS. */
export const HERO_INTERVAL_MS = 3000;

export const heroSlides: HeroSlide[] = [
  // '24/7 Emergency Service'
  { id: 'emergency', link: { to: '/contact' }, image: heroEmergency },
  // 'Specialized Expertise You Can Trust'
  { id: 'expertise', link: { to: '/services' }, image: heroExpertise },
  // 'Innovative Medical Solutions'
  { id: 'innovation', link: { to: '/about' }, image: heroInnovation },
];
