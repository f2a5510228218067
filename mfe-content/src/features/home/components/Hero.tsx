import { useState, type FocusEvent } from 'react';
import { Link } from '@hospital/router';
import { ChevronLeft, ChevronRight, CalendarDays } from 'lucide-react';
import { site } from '@hospital/shared-types';
import { HERO_INTERVAL_MS, heroSlides } from '../data/slides';
import { useRotation } from '../../../hooks/useRotation';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import styles from './Hero.module.css';

/** The home page's rotating hero: three slides every 3 s, paused on hover or focus, still under reduced motion. */
export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !reducedMotion && !hovered && !focused;
  const { index, next, prev, goTo } = useRotation(heroSlides.length, HERO_INTERVAL_MS, running);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-rotating={running ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.kicker}>
          {site.name}, {site.address.locality}
        </h1>
        <div className={styles.slides} aria-live={running ? 'off' : 'polite'}>
          {heroSlides.map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={slide.title}
                className={`${styles.slide} ${active ? styles.active : ''}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${heroSlides.length}`}
                aria-hidden={!active}
                inert={!active}
              >
                <div className={styles.copy}>
                  <h2 className={styles.title}>{slide.title}</h2>
                  <p className={styles.text}>{slide.text}</p>
                  <div className={styles.actions}>
                    <Link to="/appoinment" className="btn btn-accent">
                      <CalendarDays size={20} aria-hidden="true" /> Online Appointment
                    </Link>
                    <Link to={slide.link.to} className="btn btn-secondary">
                      {slide.link.label}
                    </Link>
                  </div>
                </div>
                <img
                  className={styles.image}
                  src={slide.image}
                  alt={slide.imageAlt}
                  width={640}
                  height={480}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding={i === 0 ? 'sync' : 'async'}
                />
              </div>
            );
          })}
        </div>
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={prev} aria-label="Previous slide">
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <div className={styles.dots}>
            {heroSlides.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
                onClick={() => goTo(i)}
                aria-label={`Slide ${i + 1}: ${slide.title}`}
                aria-current={i === index ? 'true' : undefined}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={next} aria-label="Next slide">
            <ChevronRight size={22} aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
