import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@hospital/router';
import { routeFor } from '../app/preload';
import { useRemoteLoader } from '../routing/remote-context';
import { Header } from './Header';
import { Footer } from './Footer';
import { WhatsAppLink } from './WhatsAppLink';
import { useT } from '../i18n/catalog';
import styles from './Layout.module.css';

/** Every navigation starts at the top of the new page; the first page keeps where the browser put it. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const { routes } = useRemoteLoader();
  // The staff's pages (the appointments desk) are a workplace, not the public site: no header, footer,
  // booking button or chat bubble around them.
  if (routeFor(routes, pathname).unlisted === true) {
    return (
      <>
        <a href="#main" className={styles.skipLink}>
          {t('layout.skipToMain')}
        </a>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </>
    );
  }
  return (
    <>
      <ScrollToTopOnNavigate />
      <a href="#main" className={styles.skipLink}>
        {t('layout.skipToMain')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <WhatsAppLink />
    </>
  );
}
