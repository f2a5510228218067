import { Link } from '@hospital/router';
import { CalendarDays, UserRound } from 'lucide-react';
import { POST_IMAGE_HEIGHT, POST_IMAGE_WIDTH, posts } from '../../../data/blog/posts';
import { usePostDate, useTranslatedPosts } from '../../../data/blog/translated';
import { SectionHeading } from '../../../components/SectionHeading';
import section from '../../../components/Section.module.css';
import grid from './CardGrid.module.css';
import { useT } from '../../../i18n/home/catalog';
import styles from './LatestArticles.module.css';

/** The first three posts (docs/product-rules.md#lists-and-counts), each to /blog-single/{slug}. */
export function LatestArticles() {
  const latest = useTranslatedPosts(posts.slice(0, 3));
  const dateOf = usePostDate();
  const t = useT();
  return (
    <section className={section.section} aria-labelledby="articles-heading">
      <div className="container">
        <SectionHeading
          id="articles-heading"
          kicker={t('home.articles.kicker')}
          title={t('home.articles.title')}
          intro={t('home.articles.intro')}
        />
        <ul className={grid.grid3}>
          {latest.map((post) => (
            <li key={post.slug}>
              <article className={styles.card}>
                <img
                  className={styles.image}
                  src={post.image.src}
                  alt=""
                  width={POST_IMAGE_WIDTH}
                  height={POST_IMAGE_HEIGHT}
                  loading="lazy"
                />
                <div className={styles.body}>
                  <p className={styles.category}>{post.category}</p>
                  <h3 className={styles.title}>
                    <Link to={`/blog-single/${post.slug}`} className={styles.link}>
                      {post.title}
                    </Link>
                  </h3>
                  <p className={styles.meta}>
                    <span>
                      <UserRound size={16} aria-hidden="true" /> <span translate="no">{post.author}</span>
                    </span>
                    <span>
                      <CalendarDays size={16} aria-hidden="true" /> <time dateTime={post.dateISO}>{dateOf(post)}</time>
                    </span>
                  </p>
                  <p className={styles.text}>{post.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
