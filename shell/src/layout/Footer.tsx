import { Link } from '@hospital/router';
import { Icon } from './icons';
import { mailtoUrl, site, telUrl, useSiteText } from '@hospital/hospital-data';
import { departmentLinks, footerPages, useNavLabel } from './nav-items';
import { SocialIcon, socialNetworks } from './social-icons';
import { ScrollTopButton } from './ScrollTopButton';
import { useT } from '../i18n/catalog';
import styles from './Footer.module.css';

export function Footer() {
  const { address } = site;
  const t = useT();
  const label = useNavLabel();
  const siteText = useSiteText();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site.name}
          </h2>
          <p>{siteText('site.blurb')}</p>
          <ul className={styles.social} aria-label={t('footer.followUs')}>
            {socialNetworks.map((network) => (
              <li key={network}>
                {/* Icons lead home until the hospital's own pages exist (docs/product-rules.md#hospital-identity). */}
                <Link to="/" aria-label={t('footer.comingSoon', { network })}>
                  <SocialIcon network={network} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            {t('footer.pages')}
          </h2>
          <ul className={styles.links}>
            {footerPages.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{label(page.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {t('footer.services')}
          </h2>
          <ul className={styles.links}>
            {departmentLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{label(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <address className={styles.contact}>
            <a href={site.mapUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="mapPin" size={18} />
              <span>
                {address.street}, {address.locality}, {address.city} {address.postalCode}
                <span className="visually-hidden">{t('footer.mapNewTab')}</span>
              </span>
            </a>
            <a href={telUrl()}>
              <Icon name="phone" size={18} /> {site.phoneDisplay}
            </a>
            <a href={mailtoUrl()}>
              <Icon name="mail" size={18} /> {site.email}
            </a>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            {t('footer.madeBy.before', { year: String(site.copyrightYear), name: site.name })}
            <Link to="/about">{t('footer.madeBy.team')}</Link>
            {t('footer.madeBy.after')}
          </p>
          <ScrollTopButton />
        </div>
      </div>
    </footer>
  );
}
