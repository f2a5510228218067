import { ArticlePage } from '../features/blog/components/ArticlePage';

export default function BlogSingleFullwidthPage() {
  return <ArticlePage layout="full" />;
}
