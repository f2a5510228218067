/** The three blog layouts: sidebar on the right, on the left, or none (docs/product-rules.md#routes-and-aliases). */
export type BlogLayout = 'right' | 'left' | 'full';

/** The catalog key of a layout's name, shown in the list's page title (none for the main layout). */
export type BlogLayoutLabelKey = 'blog.ui.layout.left' | 'blog.ui.layout.full';

export const BLOG_LAYOUTS: Record<BlogLayout, { list: string; article: string; labelKey: BlogLayoutLabelKey | null }> = {
  right: { list: '/blog', article: '/blog-single', labelKey: null },
  left: { list: '/blog-left-sidebar', article: '/blog-single-left-sidebar', labelKey: 'blog.ui.layout.left' },
  full: { list: '/blog-fullwidth', article: '/blog-single-fullwidth', labelKey: 'blog.ui.layout.full' },
};

/** Article links keep the visitor in the layout they are reading. */
export const articleHref = (layout: BlogLayout, slug: string): string => `${BLOG_LAYOUTS[layout].article}/${slug}`;

/** The list shows the first three posts; the sidebar six categories and three related posts (docs/product-rules.md#lists-and-counts). */
export const LIST_SIZE = 3;
export const SIDEBAR_CATEGORIES = 6;
export const SIDEBAR_RELATED = 3;
