import { useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { testimonials as englishTestimonials, type Testimonial } from '../data/testimonials';
import { useRotation } from '../../../hooks/useRotation';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import { SectionHeading } from '../../../components/SectionHeading';
import styles from './TestimonialCarousel.module.css';
import { useTranslatedData } from '../../../i18n/catalog';
import { useT } from '../../../i18n/home/catalog';

const INTERVAL_MS = 7000;

/** By id, so a testimonial's translations are `testimonials.<id>.text` and `.sub` whatever the order. */
const testimonialsById: Record<string, Testimonial> = Object.fromEntries(englishTestimonials.map((item) => [item.id, item]));

/** Three patient stories, one at a time; arrows, dots or the arrow keys move it, and it only drifts when motion is welcome. */
export function TestimonialCarousel() {
  const t = useT();
  const translated = useTranslatedData('testimonials', testimonialsById);
  const testimonials = englishTestimonials.map((item) => translated[item.id] ?? item);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const { index, next, prev, goTo } = useRotation(testimonials.length, INTERVAL_MS, !reducedMotion && !paused);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') prev();
  };

  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <div className="container">
        <SectionHeading
          id="testimonials-heading"
          kicker={t('home.testimonials.kicker')}
          title={t('home.testimonials.title')}
          tone="inverse"
        />
        <div
          className={styles.carousel}
          role="region"
          aria-roledescription="carousel"
          aria-label={t('home.testimonials.label')}
          onKeyDown={onKeyDown}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
          }}
        >
          <div className={styles.slides} aria-live={paused || reducedMotion ? 'polite' : 'off'}>
            {testimonials.map((item, i) => (
              // A div, not a figure: a figure with a caption may not take the slide's group role.
              <div
                key={item.id}
                className={`${styles.slide} ${i === index ? styles.active : ''}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.testimonials.slide', { n: i + 1, total: testimonials.length })}
                aria-hidden={i !== index}
                inert={i !== index}
              >
                <Quote size={40} aria-hidden="true" className={styles.quoteIcon} />
                <blockquote className={styles.text}>
                  <p>{item.text}</p>
                </blockquote>
                <p className={styles.caption}>
                  <span className={styles.avatar} aria-hidden="true">
                    {item.initials}
                  </span>
                  <span>
                    <strong className={styles.name} translate="no">
                      {item.name}
                    </strong>
                    <span className={styles.sub}>{item.sub}</span>
                  </span>
                </p>
              </div>
            ))}
          </div>
          <div className={styles.controls}>
            <button type="button" className={styles.arrow} onClick={prev} aria-label={t('home.testimonials.previous')}>
              <ChevronLeft size={22} aria-hidden="true" />
            </button>
            {testimonials.map((item, i) => (
              <button
                key={item.id}
                type="button"
                className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
                onClick={() => goTo(i)}
                aria-label={t('home.testimonials.dot', { n: i + 1, name: item.name })}
                aria-current={i === index ? 'true' : undefined}
              />
            ))}
            <button type="button" className={styles.arrow} onClick={next} aria-label={t('home.testimonials.next')}>
              <ChevronRight size={22} aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
