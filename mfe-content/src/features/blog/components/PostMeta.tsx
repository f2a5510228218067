import { CalendarDays, UserRound } from 'lucide-react';
import type { Post } from '../../../data/blog/posts';
import styles from './PostMeta.module.css';

/** Author (optionally with their title) and date of a post. */
export function PostMeta({ post, withTitle = false }: { post: Post; withTitle?: boolean }) {
  return (
    <p className={styles.meta}>
      <span className={styles.item}>
        <UserRound size={16} aria-hidden="true" />
        <span className="visually-hidden">By </span>
        {post.author}
        {withTitle ? `, ${post.authorTitle}` : null}
      </span>
      <span className={styles.item}>
        <CalendarDays size={16} aria-hidden="true" />
        <time dateTime={post.dateISO}>{post.date}</time>
      </span>
    </p>
  );
}
