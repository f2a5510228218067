import { Link } from '@hospital/router';
import styles from './PageBand.module.css';

interface Crumb {
  label: string;
  to?: string;
}

/** The tinted page-title band with its breadcrumb, as on every inner page of the site. */
interface Props {
  title: string;
  trail: Crumb[];
  /** The band's title is the page's h1 unless the page has its own (the product page). */
  titleAs?: 'h1' | 'p';
}

export function PageBand({ title, trail, titleAs: Title = 'h1' }: Props) {
  return (
    <div className={styles.band}>
      <div className="container">
        <Title className={styles.title}>{title}</Title>
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            <li>
              <Link to="/">Home</Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.label}>
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}
