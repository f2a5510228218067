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

/**
 * A product as the wishlist and compare list save it: all but the image, whose address names the files
 * of one shop release; pages take the picture from the live release's catalogue by id (ProductThumb).
 */
export type SavedProduct = Omit<Product, 'proImg'>;

/** The product without its image address, as it is saved. */
export function savedProduct(product: SavedProduct & { proImg?: unknown }): SavedProduct {
  const { proImg: _image, ...saved } = product;
  return saved;
}
