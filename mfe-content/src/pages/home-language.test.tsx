import '@testing-library/jest-dom';
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { activateLanguage } from '@hospital/i18n';
import { MemoryRouter } from '@hospital/router/testing';
import { type ShellServices, type SlotProps } from '@hospital/shared-types';
import homeEnglish from '../i18n/home/en.json';
import HomePage from './HomePage';
import Home2Page from './Home2Page';
import AboutPage from './AboutPage';
import { speakOn } from '../test/speak';

const shell: ShellServices = { Slot: (props: SlotProps) => <div data-testid="slot">{props.name}</div> };

beforeEach(() => {
  // Reduced motion: the hero stands still and the counters show their values.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

const renderAt = (path: string, page: ReactNode) => render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

/** The longer English sentences of this area's catalog (placeholders aside): none may be left on a translated page. */
const englishSentences = Object.values(homeEnglish).filter((text) => text.length >= 25 && !text.includes('{'));

describe('the home page in Telugu', () => {
  it('shows the hero, the sections and the booking band from the Telugu catalog', async () => {
    await speakOn('te', ['/']);
    renderAt('/', <HomePage shell={shell} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ashraya Multispeciality Hospital, కొంపల్లి');
    expect(screen.getByRole('region', { name: 'ముఖ్యాంశాలు' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '24/7 అత్యవసర సేవ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ఆన్‌లైన్ అపాయింట్‌మెంట్' })).toHaveAttribute('href', '/appoinment');
    expect(screen.getByRole('link', { name: 'అత్యవసర విభాగాన్ని సంప్రదించండి' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'తర్వాతి స్లయిడ్' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'స్లయిడ్ 2: మీరు నమ్మగలిగే ప్రత్యేక నైపుణ్యం' })).toBeInTheDocument();
    expect(screen.getAllByText('మందులు')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'నిపుణుల వైద్యం అందించే మీ దగ్గరి ఆసుపత్రి' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'మా గురించి మరింత' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('heading', { level: 2, name: 'కుటుంబంలో ప్రతి ఒక్కరికీ వైద్యం' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'వివరంగా చెప్పే డాక్టర్లు' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'డాక్టర్లందరూ' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('heading', { level: 2, name: 'ఆసుపత్రికి వచ్చి డాక్టర్‌ను కలవడానికి అపాయింట్‌మెంట్.' })).toBeInTheDocument();
    expect(screen.getByText(/మాట్లాడాలనుకుంటున్నారా\?/)).toBeInTheDocument();
    expect(document.title).toContain('కొంపల్లి, హైదరాబాద్‌లో మల్టీస్పెషాలిటీ ఆసుపత్రి');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Ashraya Multispeciality Hospital: కొంపల్లి, హైదరాబాద్‌లో 24/7 అత్యవసర సేవ'),
    );
    expect(screen.queryByText('Care that feels personal')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const sentence of englishSentences) expect(text).not.toContain(sentence);
  });

  it('goes back to English when the visitor switches to English', async () => {
    await speakOn('te', ['/']);
    renderAt('/', <HomePage shell={shell} />);
    act(() => activateLanguage('en', 'en-IN'));
    expect(screen.getByRole('heading', { level: 2, name: '24/7 Emergency Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Care that feels personal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ashraya Multispeciality Hospital, Kompally');
    expect(screen.queryByText('మందులు')).not.toBeInTheDocument();
  });
});

describe('the About page in Hindi', () => {
  it('shows the promise, the facilities and the about block from the Hindi catalog', async () => {
    await speakOn('hi', ['/about']);
    renderAt('/about', <AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'विशेषज्ञ इलाज वाला आपके पड़ोस का अस्पताल' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'मरीज़ों के स्वागत के लिए तैयार Ashraya के डॉक्टर और नर्स' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारी सेवाएँ' })).toHaveAttribute('href', '/services');
    expect(screen.getByText('सकारात्मक रेटिंग')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आप हमसे क्या उम्मीद कर सकते हैं' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'पहले हम आपकी बात सुनते हैं' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'एक ही छत के नीचे सभी सुविधाएँ' })).toBeInTheDocument();
    expect(screen.getByText('NABL मानकों वाली लैब')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'उन डॉक्टरों से मिलिए जो आपकी देखभाल करेंगे' })).toBeInTheDocument();
    expect(document.title).toContain('हमारे बारे में');
    expect(screen.queryByText('Modular operation theatres')).not.toBeInTheDocument();
    expect(screen.queryByText('What you can expect from us')).not.toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const sentence of englishSentences) expect(text).not.toContain(sentence);
  });
});

describe('the second home page in Hindi and Telugu', () => {
  it('shows the intro and the counters in Hindi', async () => {
    await speakOn('hi', ['/home2']);
    renderAt('/home2', <Home2Page shell={shell} />);
    expect(screen.getByRole('heading', { level: 1, name: 'कोम्पल्ली में आपके परिवार का अस्पताल' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आँकड़ों में Ashraya' })).toBeInTheDocument();
    expect(screen.getByText('वर्षों का अनुभव')).toBeInTheDocument();
    expect(screen.getAllByText('12+').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'ऑनलाइन अपॉइंटमेंट' })).toHaveAttribute('href', '/appoinment');
    expect(screen.getByRole('heading', { level: 2, name: 'अस्पताल आकर डॉक्टर से मिलने के लिए अपॉइंटमेंट।' })).toBeInTheDocument();
    expect(screen.queryByText('Years of experience')).not.toBeInTheDocument();
    expect(screen.queryByText(/Twelve years of caring/)).not.toBeInTheDocument();
  });

  it('shows the intro and the counters in Telugu', async () => {
    await speakOn('te', ['/home2']);
    renderAt('/home2', <Home2Page shell={shell} />);
    expect(screen.getByRole('heading', { level: 1, name: 'కొంపల్లిలో మీ కుటుంబానికి అండగా ఉండే ఆసుపత్రి' })).toBeInTheDocument();
    expect(screen.getByText('సంతృప్తి చెందిన రోగులు')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ఒక రోగి చికిత్స ప్రణాళికతో ఇద్దరు Ashraya డాక్టర్లు' })).toBeInTheDocument();
    expect(screen.queryByText('Happy patients')).not.toBeInTheDocument();
  });
});
