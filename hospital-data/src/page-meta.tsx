import { site, pageTitle } from './site';
import { LANGUAGES, LOCALES, inLanguage } from './languages';
import { usePageLanguage } from './page-language';

export interface PageMetaProps {
  /** The page's own name; the site name is appended. */
  title: string;
  description: string;
  /** Path of the canonical URL without its language, e.g. '/about' (the page's language prefixes it). */
  path: string;
  image?: string;
  /** Not-found content: kept out of search indexes, when the server rendered it and after an in-app navigation alike. */
  noindex?: boolean;
}

/**
 * Head tags of one page. React 19 hoists them into <head>; exactly one PageMeta is rendered
 * per page, by the page itself or by the shell while the page loads or is unavailable.
 */
export function PageMeta({ title, description, path, image = '/og-image.png', noindex = false }: PageMetaProps) {
  const fullTitle = pageTitle(title);
  const language = usePageLanguage();
  const url = `${site.origin}${inLanguage(path, language)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      {/* The same page in each language, and the English one for everyone else. */}
      {LANGUAGES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={`${site.origin}${inLanguage(path, other)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${site.origin}${inLanguage(path, 'en')}`} />
      <meta property="og:locale" content={LOCALES[language].replace('-', '_')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${site.origin}${image}`} />
      <meta property="og:type" content="website" />
    </>
  );
}
