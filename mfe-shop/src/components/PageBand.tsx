import { Link } from '@hospital/router';
import { useT } from '../i18n/catalog';
import styles from './PageBand.module.css';

interface Crumb {
  label: string;
  to?: string;
  /** A product's name, which stays in English on a Telugu or Hindi page. */
  name?: boolean;
}

/** The tinted page-title band with its breadcrumb, as on every inner page of the site. */
interface Props {
  title: string;
  trail: Crumb[];
  /** The band's title is the page's h1 unless the page has its own (the product page). */
  titleAs?: 'h1' | 'p';
}

export function PageBand({ title, trail, titleAs: Title = 'h1' }: Props) {
  const t = useT();
  return (
    <div className={styles.band}>
      <div className="container">
        <Title className={styles.title}>{title}</Title>
        <nav aria-label={t('shop.breadcrumb.label')}>
          <ol className={styles.crumbs}>
            <li>
              <Link to="/">{t('shop.breadcrumb.home')}</Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.label}>
                {crumb.to ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page" translate={crumb.name ? 'no' : undefined}>
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}
