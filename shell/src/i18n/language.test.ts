import { getLanguage } from '@hospital/i18n';
import type { RemoteLoader } from '../federation/remote-loader';
import { switchLanguage, showLanguage } from './language';

/** A loader whose remotes' text for each language arrives when the test says. */
function slowLoader() {
  const waiting = new Map<string, () => void>();
  const loader = {
    loadLanguage: (language: string) => new Promise<void>((resolve) => waiting.set(language, resolve)),
  } as unknown as RemoteLoader;
  return { loader, arrive: (language: string) => waiting.get(language)?.() };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'lang=; path=/; max-age=0';
  showLanguage('en');
});

describe('switching the language', () => {
  it('moves the address, <html lang> and the text together, and remembers the choice', async () => {
    window.history.replaceState(null, '', '/about?x=1#team');
    const { loader, arrive } = slowLoader();
    const switching = switchLanguage('te', loader);
    await Promise.resolve();
    arrive('te');
    await switching;
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/te/about?x=1#team');
    expect(document.documentElement.lang).toBe('te-IN');
    expect(getLanguage()).toBe('te');
    expect(document.cookie).toContain('lang=te');
  });

  it("ends in the language chosen last, even when an earlier choice's text arrives after it", async () => {
    window.history.replaceState(null, '', '/about');
    const { loader, arrive } = slowLoader();
    const first = switchLanguage('te', loader);
    const second = switchLanguage('hi', loader);
    await Promise.resolve();
    arrive('hi');
    await second;
    arrive('te');
    await first;
    expect(window.location.pathname).toBe('/hi/about');
    expect(getLanguage()).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
  });
});
