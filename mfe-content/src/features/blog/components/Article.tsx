import { Link } from '@hospital/router';
import { POST_IMAGE_HEIGHT, POST_IMAGE_WIDTH, type Post } from '../../../data/blog/posts';
import { BLOG_LAYOUTS, type BlogLayout } from '../../../data/blog/layouts';
import { useT } from '../../../i18n/blog/catalog';
import { PostMeta } from './PostMeta';
import styles from './Article.module.css';

/** One article: cover image, author and date, content, the doctor's quote and the two-image gallery. */
export function Article({ post, layout }: { post: Post; layout: BlogLayout }) {
  const t = useT();
  const [first, ...rest] = post.content;
  const middle = Math.ceil(rest.length / 2);
  return (
    <article className={styles.article}>
      <img
        src={post.image.src}
        alt={post.image.alt}
        width={POST_IMAGE_WIDTH}
        height={POST_IMAGE_HEIGHT}
        className={styles.cover}
        fetchPriority="high"
      />
      <div className={styles.header}>
        <p className={styles.category}>{post.category}</p>
        <PostMeta post={post} withTitle />
      </div>
      <div className={styles.body}>
        <p className={styles.lead}>{first}</p>
        {rest.slice(0, middle).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <figure className={styles.quote}>
          <blockquote>
            <p>{post.quote.text}</p>
          </blockquote>
          <figcaption translate="no">{post.quote.cite}</figcaption>
        </figure>
        {rest.slice(middle).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ul className={styles.gallery} aria-label={t('blog.ui.article.gallery')}>
        {/* A fixed pair, never reordered: its place names an image (the two may share a picture, in tests always). */}
        {post.gallery.map((image, place) => (
          <li key={`${post.slug}-${place}`}>
            <img src={image.src} alt={image.alt} width={POST_IMAGE_WIDTH} height={POST_IMAGE_HEIGHT} loading="lazy" />
          </li>
        ))}
      </ul>
      <p className={styles.back}>
        <Link to={BLOG_LAYOUTS[layout].list}>{t('blog.ui.article.back')}</Link>
      </p>
    </article>
  );
}
