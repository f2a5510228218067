import { useParams } from '@hospital/router';
import { articleJsonLd, JsonLd, PageMeta } from '@hospital/hospital-data';
import { PageBanner } from '../../../components/PageBanner';
import { NotFound } from '../../../components/NotFound';
import { findPost } from '../../../data/blog/posts';
import { useTranslatedPost } from '../../../data/blog/translated';
import { BLOG_LAYOUTS, type BlogLayout } from '../../../data/blog/layouts';
import { useT } from '../../../i18n/blog/catalog';
import { Article } from './Article';
import { BlogColumns } from './BlogColumns';
import { BlogSidebar } from './BlogSidebar';

/** An article in one of the three layouts; an unknown slug shows the 404 page (docs/product-rules.md#page-not-found). */
export function ArticlePage({ layout }: { layout: BlogLayout }) {
  const { slug } = useParams();
  const t = useT();
  const post = useTranslatedPost(findPost(slug));
  if (!post) return <NotFound />;
  return (
    <>
      {/* The three layouts show the same article: the canonical address is the main one. */}
      <PageMeta title={post.title} description={post.description} path={`${BLOG_LAYOUTS.right.article}/${post.slug}`} />
      <JsonLd
        data={articleJsonLd({
          title: post.title,
          path: `${BLOG_LAYOUTS.right.article}/${post.slug}`,
          description: post.description,
          author: post.author,
          datePublished: post.dateISO,
        })}
      />
      <PageBanner
        title={post.title}
        crumb={t('blog.ui.article.crumb')}
        trail={[{ label: t('blog.ui.crumb.blog'), to: BLOG_LAYOUTS[layout].list }]}
      />
      <BlogColumns layout={layout} sidebar={layout === 'full' ? null : <BlogSidebar layout={layout} currentSlug={post.slug} />}>
        <Article post={post} layout={layout} />
      </BlogColumns>
    </>
  );
}
