import { Link } from '@hospital/router';
import { site, telUrl, useSiteText } from '@hospital/hospital-data';
import { postCount, posts, POST_IMAGE_HEIGHT, POST_IMAGE_WIDTH } from '../../../data/blog/posts';
import { usePostDate, useTranslatedCategories, useTranslatedPosts } from '../../../data/blog/translated';
import { articleHref, SIDEBAR_CATEGORIES, SIDEBAR_RELATED, type BlogLayout } from '../../../data/blog/layouts';
import { useT } from '../../../i18n/blog/catalog';
import styles from './BlogSidebar.module.css';

export interface BlogSidebarProps {
  layout: BlogLayout;
  /** The article being read, marked as the current page among the related posts. */
  currentSlug?: string;
}

/** Categories with counts, related posts and a help card. */
export function BlogSidebar({ layout, currentSlug }: BlogSidebarProps) {
  const related = useTranslatedPosts(posts.slice(0, SIDEBAR_RELATED));
  const categories = useTranslatedCategories();
  const dateOf = usePostDate();
  const t = useT();
  const siteText = useSiteText();
  const hours = siteText('site.hours.emergency').toLowerCase();
  return (
    <aside className={styles.sidebar} aria-label={t('blog.ui.sidebar.label')}>
      <section className={styles.widget} aria-labelledby="blog-categories">
        <h2 id="blog-categories" className={styles.heading}>
          {t('blog.ui.sidebar.categories')}
        </h2>
        <ul className={styles.categories}>
          {categories.slice(0, SIDEBAR_CATEGORIES).map(({ category, title }) => (
            <li key={category.id}>
              <Link to={category.url}>
                <span>{title}</span>
                <span className={styles.count} aria-label={t('blog.ui.sidebar.count', { count: postCount(category) })}>
                  ({postCount(category)})
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.widget} aria-labelledby="blog-related">
        <h2 id="blog-related" className={styles.heading}>
          {t('blog.ui.sidebar.related')}
        </h2>
        <ul className={styles.related}>
          {related.map((post) => (
            <li key={post.slug}>
              <img
                src={post.image.src}
                alt=""
                width={POST_IMAGE_WIDTH}
                height={POST_IMAGE_HEIGHT}
                loading="lazy"
                className={styles.thumb}
              />
              <div>
                <Link
                  to={articleHref(layout, post.slug)}
                  className={styles.relatedTitle}
                  aria-current={post.slug === currentSlug ? 'page' : undefined}
                >
                  {post.title}
                </Link>
                <time dateTime={post.dateISO} className={styles.date}>
                  {dateOf(post)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.help} aria-labelledby="blog-help">
        <h2 id="blog-help" className={styles.helpHeading}>
          {t('blog.ui.sidebar.help.title')}
        </h2>
        <p>
          {t('blog.ui.sidebar.help.before')}{' '}
          <a href={telUrl()} className={styles.helpLink}>
            {site.phoneDisplay}
          </a>
          {t('blog.ui.sidebar.help.after', { hours })}
        </p>
        <Link to="/contact" className="btn btn-accent">
          {t('blog.ui.sidebar.contact')}
        </Link>
      </section>
    </aside>
  );
}
