import { CalendarDays, UserRound } from 'lucide-react';
import type { Post } from '../../../data/blog/posts';
import { usePostDate } from '../../../data/blog/translated';
import { useT } from '../../../i18n/catalog';
import styles from './PostMeta.module.css';

/** Author (optionally with their title) and date of a post. */
export function PostMeta({ post, withTitle = false }: { post: Post; withTitle?: boolean }) {
  const dateOf = usePostDate();
  const t = useT();
  return (
    <p className={styles.meta}>
      <span className={styles.item}>
        <UserRound size={16} aria-hidden="true" />
        <span className="visually-hidden">{t('blog.ui.meta.by')}</span>
        <span translate="no">{post.author}</span>
        {withTitle ? `, ${post.authorTitle}` : null}
      </span>
      <span className={styles.item}>
        <CalendarDays size={16} aria-hidden="true" />
        <time dateTime={post.dateISO}>{dateOf(post)}</time>
      </span>
    </p>
  );
}
