import { useSelector } from 'react-redux';
import { selectCurrency } from '../store/shop-state';

export const formatMoney = (symbol: string, amount: number): string => `${symbol}${amount.toFixed(2)}`;

/** An amount in the shop's currency, whose symbol lives in the catalogue slice (docs/product-rules.md#shop-currency). */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const symbol = useSelector(selectCurrency);
  return <span className={className}>{formatMoney(symbol, amount)}</span>;
}

export function useFormatMoney(): (amount: number) => string {
  const symbol = useSelector(selectCurrency);
  return (amount) => formatMoney(symbol, amount);
}
