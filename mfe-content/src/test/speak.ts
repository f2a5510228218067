// Unit tests of translated pages: the page's language made ready as the shell makes it, through the routes'
// own loads, so a page whose route forgets a part of the catalog it shows fails its test.
import { act } from '@testing-library/react';
import { activateLanguage } from '@hospital/i18n';
import { loadCommonLanguage } from '@hospital/hospital-data';
import { catalog } from '../i18n/catalog';
import { routes } from '../routes';

/** Activates `language` with the remote's catalog, the contract's words and what each route (by path) loads. */
export async function speakOn(language: 'te' | 'hi', paths: readonly string[]): Promise<void> {
  await Promise.all([catalog.loadLanguage(language), loadCommonLanguage(language)]);
  act(() => activateLanguage(language, `${language}-IN`));
  await Promise.all(
    paths.map((path) => {
      const route = routes.find((candidate) => candidate.path === path);
      if (!route) throw new Error(`No route ${path}`);
      return route.load();
    }),
  );
}
