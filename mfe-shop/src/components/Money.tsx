import { useSelector } from 'react-redux';
import { usePageLocale } from '@hospital/hospital-data';
import { selectCurrency } from '../store/shop-state';

/**
 * The symbol, then the amount with two decimals written by Intl in the page's locale. No grouping, so English
 * stays the spec's `$4752.00` whatever the amount (what `toFixed(2)` wrote).
 */
export const formatMoney = (symbol: string, amount: number, locale = 'en-IN'): string =>
  `${symbol}${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(amount)}`;

/** An amount in the shop's currency, whose symbol lives in the catalogue slice (docs/product-rules.md#shop-currency). */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const symbol = useSelector(selectCurrency);
  const locale = usePageLocale();
  return <span className={className}>{formatMoney(symbol, amount, locale)}</span>;
}

export function useFormatMoney(): (amount: number) => string {
  const symbol = useSelector(selectCurrency);
  const locale = usePageLocale();
  return (amount) => formatMoney(symbol, amount, locale);
}
