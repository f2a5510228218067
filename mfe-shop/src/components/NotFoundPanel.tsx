import { Link } from '@hospital/router';
import { PageMeta } from '@hospital/shared-types';
import styles from './Panel.module.css';

/** The site's 404 wording (docs/product-rules.md#page-not-found), for a product address that names no product. */
export function NotFoundPanel({ path }: { path: string }) {
  return (
    <section className={`container ${styles.panel}`} aria-labelledby="shop-not-found">
      <PageMeta title="Page not found" description="The page you were looking for could not be found." path={path} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="shop-not-found">Oops! Page Not Found!</h1>
      <p>
        The page you are looking for cannot be found. It may have been moved, or the address may have been
        mistyped.
      </p>
      <Link to="/" className="btn btn-primary">
        Back to home
      </Link>
    </section>
  );
}
