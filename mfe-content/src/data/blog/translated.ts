// The blog's data in the page's language (docs/i18n-conventions.md#in-components): each post's text from the
// catalog at `posts.<slug>`, the categories at `posts.categories`, dates written by `Intl` for the page's locale.
import { useLanguage } from '@hospital/i18n';
import { usePageLanguage, usePageLocale } from '@hospital/hospital-data';
import { translateData, useTranslatedData } from '../../i18n/catalog';
import { categories, type Category, type Post } from './posts';

/** Where a post's translations live in the catalog: `posts.<slug>.title`, `posts.<slug>.content.2`… */
export const postPrefix = (slug: string): string => `posts.${slug}`;

/** Where the categories' titles live: `posts.categories.<index>.title`. */
export const CATEGORIES_PREFIX = 'posts.categories';

/** One post (or none, for an unknown slug) in the page's language. */
export function useTranslatedPost<T extends Post | undefined>(post: T): T {
  return useTranslatedData(postPrefix(post?.slug ?? ''), post);
}

/** Several posts in the page's language; the component renders again when the language changes. */
export function useTranslatedPosts(list: readonly Post[]): Post[] {
  useLanguage();
  return list.map((post) => translateData(postPrefix(post.slug), post));
}

/**
 * Every category with its title in the page's language, beside the English one (the posts are counted by it).
 */
export function useTranslatedCategories(): Array<{ category: Category; title: string }> {
  const translated = useTranslatedData(CATEGORIES_PREFIX, categories);
  return categories.map((category, index) => ({ category, title: translated[index]?.title ?? category.title }));
}

/** A post's date as the page's locale writes it ('12 March 2025' in English, as the data has it). */
export function usePostDate(): (post: Post) => string {
  const language = usePageLanguage();
  const locale = usePageLocale();
  if (language === 'en') return (post) => post.date;
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (post) => format.format(new Date(`${post.dateISO}T00:00:00Z`));
}
