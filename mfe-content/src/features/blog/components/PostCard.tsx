import { Link } from '@hospital/router';
import { POST_IMAGE_HEIGHT, POST_IMAGE_WIDTH, type Post } from '../../../data/blog/posts';
import { articleHref, type BlogLayout } from '../../../data/blog/layouts';
import { useTranslatedPost } from '../../../data/blog/translated';
import { useT } from '../../../i18n/catalog';
import { PostMeta } from './PostMeta';
import styles from './PostCard.module.css';

export interface PostCardProps {
  post: Post;
  layout: BlogLayout;
  /** The first card's image is above the fold and loads eagerly. */
  eager?: boolean;
  /** Smaller title for the three-column full-width grid. */
  compact?: boolean;
}

/** A post in the list: image, category, author, date, title, description and READ MORE. */
export function PostCard({ post: english, layout, eager = false, compact = false }: PostCardProps) {
  const post = useTranslatedPost(english);
  const t = useT();
  const href = articleHref(layout, post.slug);
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card} aria-labelledby={`post-${post.slug}`}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          src={post.image.src}
          alt=""
          width={POST_IMAGE_WIDTH}
          height={POST_IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          className={styles.image}
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.category}>{post.category}</p>
        <PostMeta post={post} />
        <h2 id={`post-${post.slug}`} className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className={styles.description}>{post.description}</p>
        <Link to={href} className={styles.more}>
          {t('blog.ui.card.readMore')}
          <span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
