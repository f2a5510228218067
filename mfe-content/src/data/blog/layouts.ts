/** The three blog layouts: sidebar on the right, on the left, or none (docs/product-rules.md#routes-and-aliases). */
export type BlogLayout = 'right' | 'left' | 'full';

export const BLOG_LAYOUTS: Record<BlogLayout, { list: string; article: string; label: string }> = {
  right: { list: '/blog', article: '/blog-single', label: '' },
  left: { list: '/blog-left-sidebar', article: '/blog-single-left-sidebar', label: 'Left Sidebar' },
  full: { list: '/blog-fullwidth', article: '/blog-single-fullwidth', label: 'Full Width' },
};

/** Article links keep the visitor in the layout they are reading. */
export const articleHref = (layout: BlogLayout, slug: string): string => `${BLOG_LAYOUTS[layout].article}/${slug}`;

/** The list shows the first three posts; the sidebar six categories and three related posts (docs/product-rules.md#lists-and-counts). */
export const LIST_SIZE = 3;
export const SIDEBAR_CATEGORIES = 6;
export const SIDEBAR_RELATED = 3;
