import { Link, useLocation } from '@hospital/router';
import { EMERGENCY_HELP_PATH, PageMeta, site, telUrl } from '@hospital/shared-types';
import styles from './NotFound.module.css';

/** What an unknown address, or an unknown slug of a known page, shows (docs/product-rules.md). */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <section className={`container ${styles.notFound}`} aria-labelledby="not-found-title">
      <PageMeta
        title="Page not found"
        description="The page you were looking for could not be found."
        path={pathname}
      />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Oops! Page Not Found!</h1>
      <p>
        We can't find the page you are looking for. It may have moved, or the address may have been mistyped.
      </p>
      <Link to="/" className="btn btn-primary">
        Back to home
      </Link>
      <p className={styles.urgent}>
        Need urgent care? See <Link to={EMERGENCY_HELP_PATH}>emergency help</Link> or call{' '}
        <a href={telUrl()}>{site.emergencyDisplay}</a>.
      </p>
    </section>
  );
}
