import { PageMeta, site, useSiteText } from '@hospital/hospital-data';
import { PageBanner } from '../../../components/PageBanner';
import { posts } from '../../../data/blog/posts';
import { BLOG_LAYOUTS, LIST_SIZE, type BlogLayout } from '../../../data/blog/layouts';
import { useT } from '../../../i18n/blog/catalog';
import { PostCard } from './PostCard';
import { BlogSidebar } from './BlogSidebar';
import { BlogColumns } from './BlogColumns';

/** The blog list in one of its three layouts: the first three posts, with or without the sidebar. */
export function BlogList({ layout }: { layout: BlogLayout }) {
  const t = useT();
  const siteText = useSiteText();
  const { list, labelKey } = BLOG_LAYOUTS[layout];
  const shown = posts.slice(0, LIST_SIZE);
  const full = layout === 'full';
  const locality = siteText('site.address.locality');
  return (
    <>
      <PageMeta
        title={labelKey ? t('blog.ui.list.metaTitleLayout', { label: t(labelKey) }) : t('blog.ui.list.title')}
        description={t('blog.ui.list.metaDescription', { hospital: site.shortName, locality })}
        path={list}
      />
      <PageBanner title={t('blog.ui.list.title')} crumb={t('blog.ui.crumb.blog')}>
        {t('blog.ui.list.lead')}
      </PageBanner>
      <BlogColumns layout={layout} sidebar={full ? null : <BlogSidebar layout={layout} />}>
        <ul>
          {shown.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} layout={layout} eager={index === 0} compact={full} />
            </li>
          ))}
        </ul>
      </BlogColumns>
    </>
  );
}
