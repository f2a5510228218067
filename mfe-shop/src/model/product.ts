export type StockStatus = 'Stock in' | 'Stock out';

/** A demo shop product (docs/product-rules.md#catalogue-data), with the copy our product page shows. */
export interface Product {
  id: string;
  slug: string;
  title: string;
  /** URL of the product image. */
  proImg: string;
  /** Current price, in the catalogue's currency. */
  price: number;
  /** Former price, shown struck through. */
  delPrice: number;
  brand: string;
  stock: StockStatus;
  /** What the visitor gets, in one line (pack size, cuff range). */
  size: string;
  /** Percentage off the former price, shown as a badge. */
  discount: number;
  summary: string;
  description: string[];
  colors: string[];
  sizes: string[];
}
