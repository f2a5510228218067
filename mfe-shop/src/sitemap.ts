import { PRODUCTS } from './model/products';

/** The addresses of this remote worth finding through search (read at release time for sitemap.xml). */
export function sitemapPaths(): string[] {
  return ['/shop', ...PRODUCTS.map((product) => `/product-single/${product.slug}`)];
}
