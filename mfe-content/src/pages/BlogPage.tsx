import { BlogList } from '../features/blog/components/BlogList';

export default function BlogPage() {
  return <BlogList layout="right" />;
}
