import { act, render, screen, within } from '@testing-library/react';
import { activateLanguage } from '@hospital/i18n';
import { MemoryRouter } from '@hospital/router/testing';
import { loadCommonLanguage } from '@hospital/hospital-data';
import { catalog } from '../i18n/catalog';
import { OfflinePage } from '../offline/OfflinePage';
import { UnavailablePanel } from '../routing/StatusPanels';
import { Footer } from './Footer';
import { Header } from './Header';

const speak = async (language: 'te' | 'hi') => {
  await Promise.all([catalog.loadLanguage(language), loadCommonLanguage(language)]);
  act(() => activateLanguage(language, `${language}-IN`));
};

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

const renderFrame = () =>
  render(
    <MemoryRouter>
      <Header />
      <Footer />
    </MemoryRouter>,
  );

describe('the header and footer in Telugu and Hindi', () => {
  it('name the menus, departments, hours and the booking button in Telugu; the brand stays as it is', async () => {
    await speak('te');
    renderFrame();
    const nav = screen.getByRole('navigation', { name: 'ప్రధాన మెనూ' });
    expect(within(nav).getByRole('link', { name: 'మా గురించి' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByText('సేవలు')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/ఓపీడీ సోమవారం నుండి శనివారం వరకు/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'మెనూ తెరవండి' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ashraya డిజిటల్ బృందం' })).toBeInTheDocument();
    expect(screen.getByText(/కొంపల్లిలో ఉన్న మల్టీస్పెషాలిటీ ఆసుపత్రి/)).toBeInTheDocument();
    expect(screen.queryByText('About Us')).not.toBeInTheDocument();
    expect(screen.queryByText('Book An Appointment')).not.toBeInTheDocument();
    expect(screen.getByText('Multispeciality Hospital')).toHaveAttribute('translate', 'no');
  });

  it('in Hindi, the footer’s pages and departments', async () => {
    await speak('hi');
    renderFrame();
    const pages = screen.getByRole('navigation', { name: 'पेज' });
    expect(within(pages).getByRole('link', { name: 'हमारे डॉक्टर' })).toHaveAttribute('href', '/team');
    expect(within(pages).getByRole('link', { name: 'आपातकालीन सहायता' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'हमें फ़ॉलो करें' })).toBeInTheDocument();
    expect(screen.queryByText('Our Doctors')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Pages', 'Find my appointment'],
    ['te', 'పేజీలు', 'నా అపాయింట్‌మెంట్‌ను వెతకండి'],
    ['hi', 'पेज', 'मेरा अपॉइंटमेंट ढूँढें'],
  ] as const)('in %s, the footer leads a patient who lost the e-mail to find the appointment', async (language, pagesName, linkName) => {
    if (language !== 'en') await speak(language);
    renderFrame();
    const pages = screen.getByRole('navigation', { name: pagesName });
    expect(within(pages).getByRole('link', { name: linkName })).toHaveAttribute('href', '/appoinment/manage');
  });
});

describe('the phone menu', () => {
  it.each([
    ['en', 'Mobile', 'Find my appointment'],
    ['te', 'మొబైల్ మెనూ', 'నా అపాయింట్‌మెంట్‌ను వెతకండి'],
    ['hi', 'मोबाइल मेनू', 'मेरा अपॉइंटमेंट ढूँढें'],
  ] as const)('in %s, leads a patient who has booked to find the appointment, as the footer does', async (language, menuName, linkName) => {
    if (language !== 'en') await speak(language);
    renderFrame();
    const menu = screen.getByRole('navigation', { name: menuName, hidden: true });
    expect(within(menu).getByRole('link', { name: linkName, hidden: true })).toHaveAttribute('href', '/appoinment/manage');
  });
});

describe('the status panels and the offline page in another language', () => {
  it('the unavailable panel in Hindi keeps the number to call', async () => {
    await speak('hi');
    render(
      <MemoryRouter>
        <UnavailablePanel onRetry={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'यह हिस्सा अभी उपलब्ध नहीं है' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByText(/अभी हमारी ज़रूरत है\?/)).toHaveTextContent(/पर कॉल करें/);
  });

  it('the offline page in Telugu offers the emergency numbers and the Telugu emergency page', async () => {
    await speak('te');
    render(
      <MemoryRouter>
        <OfflinePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు' })).toBeInTheDocument();
    expect(screen.getByText('మా అంబులెన్స్')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'అత్యవసర సహాయం' })).toHaveAttribute('href', '/te/emergency-help');
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });
});
