import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from '@hospital/router';
import { Header } from './Header';
import { Footer } from './Footer';
import { WhatsAppLink } from './WhatsAppLink';
import styles from './Layout.module.css';

/** Every navigation starts at the top of the new page. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollToTopOnNavigate />
      <a href="#main" className={styles.skipLink}>
        Skip to main content
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
