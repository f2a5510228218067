import { act, render, screen } from '@testing-library/react';
import { activateLanguage, createCatalog, forgetPartsInUse, getLanguage } from './index';

const english = { greeting: 'Hello {name}', slots: '{count, plural, one {# free time} other {# free times}}', only: 'Only English' };
const telugu = { greeting: 'నమస్కారం {name}', slots: '{count, plural, one {# ఖాళీ సమయం} other {# ఖాళీ సమయాలు}}' };

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

describe('a package catalog', () => {
  it('speaks English before any language is activated', () => {
    const { t } = createCatalog<keyof typeof english>('before', english, {});
    expect(t('greeting', { name: 'Asha' })).toBe('Hello Asha');
  });

  it('loads another language lazily, with English for the keys it lacks', async () => {
    const { t, loadLanguage } = createCatalog<keyof typeof english>('lazy', english, { te: async () => ({ default: telugu }) });
    await loadLanguage('te');
    activateLanguage('te', 'te-IN');
    expect(getLanguage()).toBe('te');
    expect(t('greeting', { name: 'Asha' })).toBe('నమస్కారం Asha');
    expect(t('slots', { count: 2 })).toBe('2 ఖాళీ సమయాలు');
    expect(t('only')).toBe('Only English');
  });

  it('keeps English and warns once when a release has no catalog for the language', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { t, loadLanguage } = createCatalog<keyof typeof english>('missing', english, {});
    await loadLanguage('hi');
    await loadLanguage('hi');
    activateLanguage('hi', 'hi-IN');
    expect(t('greeting', { name: 'Asha' })).toBe('Hello Asha');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('keeps English when the catalog cannot be fetched, and tries again next time', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: telugu });
    const { t, loadLanguage } = createCatalog<keyof typeof english>('flaky', english, { te: loader });
    await loadLanguage('te');
    activateLanguage('te', 'te-IN');
    expect(t('greeting', { name: 'Asha' })).toBe('Hello Asha');
    await loadLanguage('te');
    expect(t('greeting', { name: 'Asha' })).toBe('నమస్కారం Asha');
    warn.mockRestore();
  });

  it('merges a language that comes in several files (text and data) into one catalog', async () => {
    const { t, translateData, loadLanguage } = createCatalog<keyof typeof english>('parts', english, {
      te: () => [Promise.resolve({ default: telugu }), Promise.resolve({ default: { 'posts.a.title': 'శీర్షిక' } })],
    });
    await loadLanguage('te');
    activateLanguage('te', 'te-IN');
    expect(t('greeting', { name: 'Asha' })).toBe('నమస్కారం Asha');
    expect(translateData('posts.a', { title: 'Title' })).toEqual({ title: 'శీర్షిక' });
  });

  describe('with parts only some pages show', () => {
    const profile = { about: 'Sees adults.' };
    const partsCatalog = (name: string, loaders: { main: jest.Mock; profiles: jest.Mock }) =>
      createCatalog<keyof typeof english>(name, english, { te: loaders.main, hi: loaders.main }, { profiles: { te: loaders.profiles } });
    const teluguProfile = { default: { 'doctors.dr-a.about': 'పెద్దలను చూస్తారు.' } };

    it('fetches a part only when a page asks for it, in the page language, once', async () => {
      const loaders = { main: jest.fn(async () => ({ default: telugu })), profiles: jest.fn(async () => teluguProfile) };
      const { t, translateData, loadLanguage, loadParts } = partsCatalog('parts-on-demand', loaders);
      await loadLanguage('te');
      activateLanguage('te', 'te-IN');
      expect(t('greeting', { name: 'Asha' })).toBe('నమస్కారం Asha');
      expect(loaders.profiles).not.toHaveBeenCalled();
      expect(translateData('doctors.dr-a', profile)).toEqual(profile);
      await loadParts(['profiles']);
      await loadParts(['profiles']);
      expect(loaders.profiles).toHaveBeenCalledTimes(1);
      expect(translateData('doctors.dr-a', profile)).toEqual({ about: 'పెద్దలను చూస్తారు.' });
    });

    it('brings the parts a page showed into a language switched to later', async () => {
      const loaders = { main: jest.fn(async () => ({ default: telugu })), profiles: jest.fn(async () => teluguProfile) };
      const { translateData, loadLanguage, loadParts } = partsCatalog('parts-on-switch', loaders);
      // An English page asks for the part: nothing to fetch yet, but the page shows it.
      await loadParts(['profiles']);
      expect(loaders.profiles).not.toHaveBeenCalled();
      await loadLanguage('te');
      expect(loaders.profiles).toHaveBeenCalledTimes(1);
      activateLanguage('te', 'te-IN');
      expect(translateData('doctors.dr-a', profile)).toEqual({ about: 'పెద్దలను చూస్తారు.' });
    });

    it('on a server, forgets the parts an earlier page showed: the next page loads only its own', async () => {
      const loaders = { main: jest.fn(async () => ({ default: telugu })), profiles: jest.fn(async () => teluguProfile) };
      const { loadLanguage, loadParts } = partsCatalog('parts-per-page', loaders);
      await loadParts(['profiles']);
      forgetPartsInUse();
      await loadLanguage('te');
      expect(loaders.main).toHaveBeenCalledTimes(1);
      expect(loaders.profiles).not.toHaveBeenCalled();
    });

    it('keeps English and warns once when a release lacks a part in the language', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const loaders = { main: jest.fn(async () => ({ default: telugu })), profiles: jest.fn(async () => teluguProfile) };
      const { t, translateData, loadLanguage, loadParts } = partsCatalog('parts-missing', loaders);
      await loadLanguage('hi');
      activateLanguage('hi', 'hi-IN');
      await loadParts(['profiles']);
      await loadParts(['profiles']);
      expect(translateData('doctors.dr-a', profile)).toEqual(profile);
      expect(t('greeting', { name: 'Asha' })).toBe('నమస్కారం Asha');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain('part "profiles"');
      warn.mockRestore();
    });
  });

  it('renders a component again in the new language', async () => {
    const { useT, loadLanguage } = createCatalog<keyof typeof english>('component', english, { te: async () => ({ default: telugu }) });
    const Greeting = () => <p>{useT()('greeting', { name: 'Asha' })}</p>;
    render(<Greeting />);
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    await loadLanguage('te');
    act(() => activateLanguage('te', 'te-IN'));
    expect(screen.getByText('నమస్కారం Asha')).toBeInTheDocument();
  });

  it('translates data by path, leaving what the catalog does not name', async () => {
    const doctor = { slug: 'dr-a', name: 'Dr. A', bio: ['Sees adults.', 'Speaks Telugu.'] };
    const { translateData, loadLanguage } = createCatalog(
      'data',
      {},
      {
        te: async () => ({ default: { 'doctors.dr-a.bio.1': 'తెలుగు మాట్లాడతారు.' } }),
      },
    );
    await loadLanguage('te');
    activateLanguage('te', 'te-IN');
    expect(translateData('doctors.dr-a', doctor)).toEqual({ slug: 'dr-a', name: 'Dr. A', bio: ['Sees adults.', 'తెలుగు మాట్లాడతారు.'] });
  });
});

describe('a catalog as the build compiles it', () => {
  it('writes out compiled messages without compiling anything at run time', () => {
    const { t } = createCatalog(
      'compiled',
      { count: [['n', 'plural', { one: ['#', ' slot'], other: ['#', ' slots'] }]], hello: ['Hello ', ['name']] },
      {},
    );
    expect(t('hello', { name: 'Ravi' })).toBe('Hello Ravi');
    expect(t('count', { n: 4 })).toBe('4 slots');
  });
});
