import { Link } from '@hospital/router';
import { Icon } from './icons';
import { mailtoUrl, site, telUrl } from '@hospital/shared-types';
import { departmentLinks, footerPages } from './nav-items';
import { SocialIcon, socialNetworks } from './social-icons';
import { ScrollTopButton } from './ScrollTopButton';
import styles from './Footer.module.css';

export function Footer() {
  const { address } = site;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site.name}
          </h2>
          <p>{site.blurb}</p>
          <ul className={styles.social} aria-label="Follow us">
            {socialNetworks.map((network) => (
              <li key={network}>
                {/* Icons lead home until the hospital's own pages exist (docs/product-rules.md#hospital-identity). */}
                <Link to="/" aria-label={`${network} (coming soon)`}>
                  <SocialIcon network={network} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            Pages
          </h2>
          <ul className={styles.links}>
            {footerPages.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            Services
          </h2>
          <ul className={styles.links}>
            {departmentLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <address className={styles.contact}>
            <a href={site.mapUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="mapPin" size={18} />
              <span>
                {address.street}, {address.locality}, {address.city} {address.postalCode}
                <span className="visually-hidden"> (opens a map in a new tab)</span>
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
            © {site.copyrightYear} {site.name}. Website by the <Link to="/about">Ashraya digital team</Link>.
          </p>
          <ScrollTopButton />
        </div>
      </div>
    </footer>
  );
}
