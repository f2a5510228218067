import { ArticlePage } from '../features/blog/components/ArticlePage';

export default function BlogSingleLeftSidebarPage() {
  return <ArticlePage layout="left" />;
}
