import { site, pageTitle } from './site';

export interface PageMetaProps {
  /** The page's own name; the site name is appended. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/about'. */
  path: string;
  image?: string;
}

/**
 * Head tags of one page. React 19 hoists them into <head>; exactly one PageMeta is rendered
 * per page, by the page itself or by the shell while the page loads or is unavailable.
 */
export function PageMeta({ title, description, path, image = '/og-image.png' }: PageMetaProps) {
  const fullTitle = pageTitle(title);
  const url = `${site.origin}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${site.origin}${image}`} />
      <meta property="og:type" content="website" />
    </>
  );
}
