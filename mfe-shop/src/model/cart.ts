/**
 * One line of the cart (and of a placed order). No image address: it would name one release's files,
 * so the page shows the live catalogue's picture of the product `id` (ProductThumb).
 */
export interface CartLine {
  id: string;
  title: string;
  price: number;
  qty: number;
  selected_color?: string;
  selected_size?: string;
}

/** Quantities are whole numbers of at least 1 (docs/product-rules.md#cart-maths). */
export const atLeastOne = (qty: number | undefined): number =>
  qty === undefined || !Number.isFinite(qty) ? 1 : Math.max(1, Math.floor(qty));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One saved line (of a cart or an order) in any shape we have written: the template's lines carried
 * `quantity` or `sum`, version 1's an image address (`proImg`), which is not kept. Null when unreadable.
 */
export function readLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const id = value.id;
  const price = Number(value.price);
  if ((typeof id !== 'string' && typeof id !== 'number') || !Number.isFinite(price)) return null;
  const line: CartLine = {
    id: String(id),
    title: typeof value.title === 'string' ? value.title : 'Product',
    price,
    qty: atLeastOne(Number(value.qty ?? value.quantity ?? 1)),
  };
  if (typeof value.selected_color === 'string') line.selected_color = value.selected_color;
  if (typeof value.selected_size === 'string') line.selected_size = value.selected_size;
  return line;
}

export const lineTotal = (line: Pick<CartLine, 'price' | 'qty'>): number => line.price * line.qty;

/** VAT, eco tax and delivery are 0 (docs/product-rules.md#cart-maths), so the total equals the subtotal. */
export const cartTotals = (lines: readonly CartLine[]) => {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  return { items: lines.length, subtotal, vat: 0, ecoTax: 0, delivery: 0, total: subtotal };
};
