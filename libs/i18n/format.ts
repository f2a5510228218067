// Writes out a message in the form Lingui's ICU compiler gives it (catalog-loader.cjs compiles every catalog at
// build time): text parts, `[name]` placeholders, `[name, 'plural' | 'selectordinal' | 'select', branches]`
// and `[name, 'number']`. Lingui's own runtime does the same but weighs 2.8 KB gzip on every page (bench:check,
// whose budget for all of the languages on the English home page is 6 KB); this is the part we use.

/** One part of a compiled message. */
export type CompiledPart = string | [name: string, type?: string, format?: unknown];
/** A message as the ICU compiler leaves it. */
export type CompiledMessage = string | CompiledPart[];

export type MessageValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
const rulesFor = (locale: string, ordinal: boolean): Intl.PluralRules => {
  const key = `${locale}/${ordinal ? 'ordinal' : 'cardinal'}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules;
};

const numberIn = (locale: string, value: unknown): string =>
  typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : String(value ?? '');

/** The message in words, its placeholders filled from `values`, numbers and plural forms in `locale`'s way. */
export function formatMessage(message: CompiledMessage, values: MessageValues = {}, locale = 'en'): string {
  const write = (parts: CompiledMessage, count?: number): string => {
    if (typeof parts === 'string') return parts;
    let text = '';
    for (const part of parts) {
      if (typeof part === 'string') {
        // Inside a plural branch, '#' is the number itself.
        text += part === '#' && count !== undefined ? numberIn(locale, count) : part;
        continue;
      }
      const [name, type, format] = part;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const branches = format as Record<string, CompiledMessage>;
        const n = Number(value);
        const offset = Number(branches.offset ?? 0);
        const branch = branches[String(n)] ?? branches[rulesFor(locale, type === 'selectordinal').select(n - offset)] ?? branches.other;
        text += branch === undefined ? '' : write(branch, n - offset);
      } else if (type === 'select') {
        const branches = format as Record<string, CompiledMessage>;
        const branch = branches[String(value)] ?? branches.other;
        text += branch === undefined ? '' : write(branch, count);
      } else if (type === 'number') {
        text += numberIn(locale, value);
      } else if (value !== undefined && value !== null) {
        text += String(value);
      }
    }
    return text;
  };
  return write(message);
}
