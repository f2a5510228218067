import { ArticlePage } from '../features/blog/components/ArticlePage';

export default function BlogSinglePage() {
  return <ArticlePage layout="right" />;
}
