import { DEFAULT_LANGUAGE, LANGUAGES, inLanguage, site as hospital } from '@hospital/hospital-data';
import { isSitePath } from '../render/site-paths';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every page in each language, each entry naming its alternates (hreflang), English as x-default. */
export function renderSitemap(paths: string[]): string {
  const at = (p: string) => escapeXml(`${hospital.origin}${p}`);
  const urls = paths.filter(isSitePath).flatMap((p) => {
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${at(inLanguage(p, language))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${at(inLanguage(p, DEFAULT_LANGUAGE))}"/>`,
    ].join('');
    return LANGUAGES.map((language) => `  <url><loc>${at(inLanguage(p, language))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
