import { useEffect } from 'react';
import { nameLanguage, type NameScript } from '../data/patient';

const FONTS: Record<NameScript, () => Promise<unknown>> = {
  te: () => import(/* webpackChunkName: "desk-font-te" */ '../components/font-telugu.css'),
  hi: () => import(/* webpackChunkName: "desk-font-hi" */ '../components/font-devanagari.css'),
};
const asked = new Set<NameScript>();

/** Fetches the site's Telugu or Devanagari font once a name shown is written in it (never before). */
export function useNameFonts(names: readonly string[]): void {
  const scripts = [...new Set(names.map(nameLanguage).filter((s): s is NameScript => s !== undefined))].sort().join(',');
  useEffect(() => {
    for (const script of scripts.split(',') as NameScript[]) {
      if (!script || asked.has(script)) continue;
      asked.add(script);
      void FONTS[script]().catch(() => asked.delete(script));
    }
  }, [scripts]);
}
