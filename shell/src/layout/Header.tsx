import { Link } from '@hospital/router';
import { Icon } from './icons';
import { site, telUrl, useSiteText } from '@hospital/hospital-data';
import { EMERGENCY_HELP_PATH } from '@hospital/shared-types';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SearchToggle } from './SearchToggle';
import { Logo } from './Logo';
import { useScrolledPast } from './use-scrolled-past';
import { useT } from '../i18n/catalog';
import styles from './Header.module.css';

/** Scroll distance after which the header takes its fixed style (docs/product-rules.md#header-and-footer). */
export const FIXED_HEADER_OFFSET = 80;

export function Header() {
  const fixed = useScrolledPast(FIXED_HEADER_OFFSET);
  const t = useT();
  const siteText = useSiteText();
  return (
    <>
      <div className={styles.topbar} data-site-topbar>
        <div className={`container ${styles.topbarInner}`}>
          <a href={telUrl()} className={styles.emergency}>
            <Icon name="phone" size={16} /> {t('header.emergency', { phone: site.emergencyDisplay })}
          </a>
          <Link to={EMERGENCY_HELP_PATH} className={styles.topLink}>
            {t('nav.emergencyHelp')}
          </Link>
          {/* The e-mail address is in the footer and on the contact page: one line has no room for it in Telugu. */}
          <span className={`${styles.topLink} ${styles.hours}`}>
            <Icon name="clock" size={16} /> <span>{t('header.outpatient', { hours: siteText('site.hours.outpatient') })}</span>
          </span>
          <LanguageSwitcher />
        </div>
      </div>
      {/* Keeps the header's place in the flow when it becomes fixed, so nothing below jumps. */}
      <div className={styles.headerSlot}>
        <header className={styles.header} data-fixed={fixed} data-testid="site-header">
          <div className={`container ${styles.bar}`}>
            <Logo />
            <DesktopNav />
            <div className={styles.actions}>
              <SearchToggle />
              <Link to="/appoinment" className={`btn btn-accent ${styles.bookButton}`}>
                {t('header.book')}
              </Link>
              <MobileMenu />
            </div>
          </div>
        </header>
      </div>
    </>
  );
}
