import { useState, type FocusEvent } from 'react';
import { Link } from '@hospital/router';
import { ChevronLeft, ChevronRight, CalendarDays } from 'lucide-react';
import { site } from '@hospital/hospital-data';
import { HERO_INTERVAL_MS, heroSlides } from '../data/slides';
import { useRotation } from '../../../hooks/useRotation';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import { useT } from '../../../i18n/home/catalog';
import styles from './Hero.module.css';

/** The home page's rotating hero: three slides every 3 s, paused on hover or focus, still under reduced motion. */
export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  const t = useT();
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
      aria-roledescription={t('home.hero.carousel')}
      aria-label={t('home.hero.label')}
      data-rotating={running ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.kicker}>
          <span translate="no">{site.name}</span>, {t('home.hero.locality')}
        </h1>
        <div className={styles.slides} aria-live={running ? 'off' : 'polite'}>
          {heroSlides.map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={slide.id}
                className={`${styles.slide} ${active ? styles.active : ''}`}
                role="group"
                aria-roledescription={t('home.hero.slide')}
                aria-label={t('home.hero.slideOf', { index: i + 1, count: heroSlides.length })}
                aria-hidden={!active}
                inert={!active}
              >
                <div className={styles.copy}>
                  <h2 className={styles.title}>{t(`home.hero.${slide.id}.title`)}</h2>
                  <p className={styles.text}>{t(`home.hero.${slide.id}.text`)}</p>
                  <div className={styles.actions}>
                    <Link to="/appoinment" className="btn btn-accent">
                      <CalendarDays size={20} aria-hidden="true" /> {t('home.hero.appointment')}
                    </Link>
                    <Link to={slide.link.to} className="btn btn-secondary">
                      {t(`home.hero.${slide.id}.link`)}
                    </Link>
                  </div>
                </div>
                <img
                  className={styles.image}
                  src={slide.image}
                  alt={t(`home.hero.${slide.id}.imageAlt`)}
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
          <button type="button" className={styles.arrow} onClick={prev} aria-label={t('home.hero.previous')}>
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <div className={styles.dots}>
            {heroSlides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
                onClick={() => goTo(i)}
                aria-label={t('home.hero.goTo', { index: i + 1, title: t(`home.hero.${slide.id}.title`) })}
                aria-current={i === index ? 'true' : undefined}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={next} aria-label={t('home.hero.next')}>
            <ChevronRight size={22} aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
