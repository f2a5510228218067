import { useContext, useState, type MouseEvent } from 'react';
import { useLocation } from '@hospital/router';
import { LANGUAGES, LANGUAGE_NAMES, inLanguage, usePageLanguage, type Language } from '@hospital/hospital-data';
import { RemoteLoaderContext } from '../routing/remote-context';
import { switchLanguage } from '../i18n/language';
import { useT } from '../i18n/catalog';
import styles from './LanguageSwitcher.module.css';

/**
 * The page in each language, named in its own script. Plain links, so they work on the saved page before
 * the live one takes over; once live, a choice switches the page in place (same page, form input, cart and
 * scroll) and is remembered for the bare address.
 */
export function LanguageSwitcher({ className, inMenu = false }: { className?: string; inMenu?: boolean }) {
  const current = usePageLanguage();
  const { pathname, search } = useLocation();
  const loader = useContext(RemoteLoaderContext);
  const [switching, setSwitching] = useState<Language | null>(null);
  const t = useT();

  const choose = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!loader || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (language === current) return;
    setSwitching(language);
    void switchLanguage(language, loader).finally(() => setSwitching(null));
  };

  return (
    <nav
      className={`${styles.switcher} ${className ?? ''}`}
      aria-label={t(inMenu ? 'language.menuLabel' : 'language.label')}
      aria-busy={switching !== null}
    >
      <ul className={styles.list}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={`${inLanguage(pathname, language)}${search}`}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              className={styles.link}
              onClick={choose(language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
