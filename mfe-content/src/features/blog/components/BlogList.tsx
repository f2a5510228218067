import { PageMeta, site } from '@hospital/shared-types';
import { PageBanner } from '../../../components/PageBanner';
import { posts } from '../../../data/blog/posts';
import { BLOG_LAYOUTS, LIST_SIZE, type BlogLayout } from '../../../data/blog/layouts';
import { PostCard } from './PostCard';
import { BlogSidebar } from './BlogSidebar';
import { BlogColumns } from './BlogColumns';

/** The blog list in one of its three layouts: the first three posts, with or without the sidebar. */
export function BlogList({ layout }: { layout: BlogLayout }) {
  const { list, label } = BLOG_LAYOUTS[layout];
  const shown = posts.slice(0, LIST_SIZE);
  const full = layout === 'full';
  return (
    <>
      <PageMeta
        title={label ? `Health Blog (${label})` : 'Health Blog'}
        description={`Articles from the doctors of ${site.shortName}, ${site.address.locality}: preventive check-ups, fracture and trauma care, and what to do in an emergency.`}
        path={list}
      />
      <PageBanner title="Health Blog" crumb="Blog">
        Practical advice from our doctors, written for patients and families.
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
