/** One line of the cart (and of a placed order). */
export interface CartLine {
  id: string;
  title: string;
  price: number;
  qty: number;
  proImg: string;
  selected_color?: string;
  selected_size?: string;
}

export const lineTotal = (line: Pick<CartLine, 'price' | 'qty'>): number => line.price * line.qty;

/** VAT, eco tax and delivery are 0 (docs/product-rules.md#cart-maths), so the total equals the subtotal. */
export const cartTotals = (lines: readonly CartLine[]) => {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  return { items: lines.length, subtotal, vat: 0, ecoTax: 0, delivery: 0, total: subtotal };
};
