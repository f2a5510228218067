import { BlogList } from '../features/blog/components/BlogList';

export default function BlogFullwidthPage() {
  return <BlogList layout="full" />;
}
