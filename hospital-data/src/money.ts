import { LOCALES, isLanguage, type Language } from './languages';

const rupeeFormats = new Map<string, Intl.NumberFormat>();

/** '₹1,999', '₹1,00,000' (Indian grouping), in the language's own Indian locale; whole rupees. */
export function formatRupees(amount: number, language: Language | string = 'en'): string {
  const locale = LOCALES[isLanguage(language) ? language : 'en'];
  let format = rupeeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    rupeeFormats.set(locale, format);
  }
  return format.format(amount);
}
