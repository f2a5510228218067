import { LANGUAGE_NAMES, LANGUAGES, LOCALES, inLanguage, isLanguage, languageOfPath, withoutLanguage } from './languages';

describe('languages in the address', () => {
  it('reads the language from the prefix, English when there is none', () => {
    expect(languageOfPath('/te/about')).toBe('te');
    expect(languageOfPath('/hi/')).toBe('hi');
    expect(languageOfPath('/te')).toBe('te');
    expect(languageOfPath('/about')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    // A page whose own name starts with the letters is not a language.
    expect(languageOfPath('/team')).toBe('en');
    expect(languageOfPath('/hip-replacement')).toBe('en');
  });

  it('takes the prefix off, leaving the route table’s own path', () => {
    expect(withoutLanguage('/te/team-single/dr-anil')).toBe('/team-single/dr-anil');
    expect(withoutLanguage('/hi/')).toBe('/');
    expect(withoutLanguage('/hi')).toBe('/');
    expect(withoutLanguage('/team')).toBe('/team');
  });

  it('moves an address to another language, the home page with its trailing slash', () => {
    expect(inLanguage('/about', 'te')).toBe('/te/about');
    expect(inLanguage('/', 'hi')).toBe('/hi');
    expect(inLanguage('/hi/', 'hi')).toBe('/hi');
    expect(inLanguage('/te/about', 'hi')).toBe('/hi/about');
    expect(inLanguage('/hi/about', 'en')).toBe('/about');
    expect(inLanguage('/te/', 'en')).toBe('/');
  });

  it('names every language in its own script and gives it a locale', () => {
    expect(LANGUAGES.map((language) => LANGUAGE_NAMES[language])).toEqual(['English', 'తెలుగు', 'हिन्दी']);
    expect(LANGUAGES.map((language) => LOCALES[language])).toEqual(['en-IN', 'te-IN', 'hi-IN']);
    expect(isLanguage('te')).toBe(true);
    expect(isLanguage('ta')).toBe(false);
  });
});
