import { BlogList } from '../features/blog/components/BlogList';

export default function BlogLeftSidebarPage() {
  return <BlogList layout="left" />;
}
