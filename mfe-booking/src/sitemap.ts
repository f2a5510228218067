/** The addresses of this remote worth finding through search (read at release time for sitemap.xml). */
export function sitemapPaths(): string[] {
  return ['/appoinment'];
}
