import { Icon } from './icons';
import { useT } from '../i18n/catalog';
import styles from './Footer.module.css';

export function ScrollTopButton() {
  const t = useT();
  const reduceMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return (
    <button
      type="button"
      className={styles.scrollTop}
      aria-label={t('footer.scrollTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduceMotion() ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" size={20} />
    </button>
  );
}
