import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@hospital/i18n';
import { Route, Routes } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import { site } from '@hospital/hospital-data';
import { type ShellServices } from '@hospital/shared-types';
import visitEnglish from '../i18n/visit/en.json';
import { doctorPortraitAlt, findDoctor } from '../data/doctors/doctors';
import ContactPage from './ContactPage';
import EmergencyHelpPage from './EmergencyHelpPage';
import NotFoundPage from './NotFoundPage';
import TeamPage from './TeamPage';
import TeamSinglePage from './TeamSinglePage';
import { speakOn } from '../test/speak';

jest.setTimeout(20_000);

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

const inRouter = (page: ReactElement, path = '/') => render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

describe('the visit pages’ English', () => {
  it('gives a doctor’s portrait the same words as the doctors’ data', () => {
    const doctor = findDoctor('dr-srinivas-reddy');
    expect(doctor && visitEnglish['doctor.portraitAlt'].replace('{name}', doctor.name)).toBe(doctor && doctorPortraitAlt(doctor));
  });
});

describe('the contact page', () => {
  it('is in Telugu, with the departments’ Telugu names and the form’s errors in Telugu', async () => {
    const user = userEvent.setup({ delay: null });
    await speakOn('te', ['/contact']);
    inRouter(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'మమ్మల్ని సంప్రదించండి' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'హోమ్' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 2, name: 'ఏదైనా ప్రశ్న ఉందా?' })).toBeInTheDocument();
    expect(screen.getByText(/రోజుకు 24 గంటలు, వారంలో 7 రోజులు\. ఓపీ/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'కొంపల్లిలో మా ఆసుపత్రి' })).toBeInTheDocument();
    expect(screen.getByTitle(`${site.name}, కొంపల్లి, హైదరాబాద్ చూపే మ్యాప్`)).toBeInTheDocument();
    const department = screen.getByLabelText('విభాగం');
    expect(within(department).getByRole('option', { name: 'గుండె వైద్యం (కార్డియాలజీ)' })).toHaveValue('Cardiology & Heart Care');
    await user.click(screen.getByRole('button', { name: 'సందేశం పంపండి' }));
    expect(screen.getByText('దయచేసి మీ పేరు రాయండి.')).toBeInTheDocument();
    expect(screen.getByLabelText('మీ పేరు')).toHaveFocus();
    for (const english of ['Contact Us', 'Have Any Question?', 'Send Message', 'Please enter your name.', 'Get directions', 'Home']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    // An error already shown follows the visitor to another language.
    act(() => activateLanguage('en', 'en-IN'));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
  });

  it('is in Hindi', async () => {
    await speakOn('hi', ['/contact']);
    inRouter(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'हमें ई-मेल करें' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' })).toBeInTheDocument();
    expect(screen.getByText('आपात स्थिति में लिखें नहीं, कॉल करें:')).toBeInTheDocument();
    expect(screen.queryByText('Email Us')).not.toBeInTheDocument();
    expect(screen.queryByText(/We reply within one working day/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Find my appointment'],
    ['te', 'నా అపాయింట్‌మెంట్‌ను వెతకండి'],
    ['hi', 'मेरा अपॉइंटमेंट ढूँढें'],
  ] as const)('in %s, leads a patient who has booked to find the appointment', async (language, name) => {
    if (language !== 'en') await speakOn(language, ['/contact']);
    inRouter(<ContactPage />, '/contact');
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/appoinment/manage');
  });
});

describe('the contact and page-not-found pages’ English', () => {
  it('reads as before, sentences around their links included', () => {
    const { unmount } = inRouter(<ContactPage />, '/contact');
    const urgent = screen.getByText('In an emergency, do not write: call').closest('p');
    expect(urgent).toHaveTextContent(
      `In an emergency, do not write: call ${site.emergencyDisplay} or come straight to our emergency department, open ${site.openingHours.emergency}.`,
      { normalizeWhitespace: false },
    );
    expect(screen.getByRole('link', { name: 'Get directions (opens in a new tab)' })).toBeInTheDocument();
    expect(
      screen.getByText(`Emergency: ${site.openingHours.emergency}. Outpatients: ${site.openingHours.outpatient}.`),
    ).toBeInTheDocument();
    expect(screen.getByTitle(`Map showing ${site.name}, ${site.address.locality}, ${site.address.city}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `Find us in ${site.address.locality}` })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '-- Choose a department --' })).toBeInTheDocument();
    unmount();
    inRouter(<NotFoundPage />, '/nowhere');
    expect(screen.getByText(/^Need urgent care\? See/)).toHaveTextContent(
      `Need urgent care? See emergency help or call ${site.emergencyDisplay}.`,
      { normalizeWhitespace: false },
    );
    expect(screen.getByText(/^We can't find the page/)).toBeInTheDocument();
  });
});

/** The page's robots meta, as React hoists it into the head. */
const robotsMeta = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

describe('the page-not-found page', () => {
  it('is kept out of search indexes: an in-app link to it gets no server answer to say so', () => {
    inRouter(<NotFoundPage />, '/nowhere');
    expect(robotsMeta()).toBe('noindex');
  });

  it('is in Telugu and in Hindi', async () => {
    await speakOn('te', ['/404']);
    const { unmount } = inRouter(<NotFoundPage />, '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'క్షమించండి! ఈ పేజీ కనబడలేదు!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'అత్యవసర సహాయం' })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page Not Found!')).not.toBeInTheDocument();
    unmount();
    await speakOn('hi', ['/404']);
    inRouter(<NotFoundPage />, '/nowhere');
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toBeInTheDocument();
    expect(screen.queryByText('Back to home')).not.toBeInTheDocument();
  });
});

describe('the emergency help page', () => {
  it('is in Telugu, with the numbers and the address as they are', async () => {
    await speakOn('te', ['/emergency-help']);
    inRouter(<EmergencyHelpPage />, '/emergency-help');
    expect(screen.getByRole('heading', { level: 1, name: 'అత్యవసర సహాయం' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'మా అత్యవసర విభాగం రోజుకు 24 గంటలు, వారంలో 7 రోజులు తెరిచే ఉంటుంది. ఎవరైనా తీవ్రంగా అనారోగ్యంతో ఉన్నా, గాయపడినా ముందుగా కాల్ చేయండి: మీరు ఇక్కడికి వస్తూ ఉండగానే ఏమి చేయాలో మేము ఫోన్‌లో చెబుతాము.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '108 కు కాల్ చేయండి' })).toHaveAttribute('href', 'tel:108');
    expect(screen.getByText(/పోలీసు లేదా అగ్నిమాపక సేవల కోసం 112 కు కాల్ చేయండి/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'వెంట ఏమి తీసుకురావాలి' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^దారి చూపే చిత్రం/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'మీ మ్యాప్స్ యాప్‌లో దారి చూడండి (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)' })).toBeInTheDocument();
    expect(screen.getByText(site.address.street, { exact: false }).closest('address')).toHaveAttribute('translate', 'no');
    for (const english of [/Our emergency department/, /What to bring/, /Turn into the lane/, /Ask about a medicine/]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('is in Hindi', async () => {
    await speakOn('hi', ['/emergency-help']);
    inRouter(<EmergencyHelpPage />, '/emergency-help');
    expect(screen.getByRole('heading', { level: 2, name: 'हमारी एम्बुलेंस' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${site.ambulanceDisplay} पर कॉल करें` })).toBeInTheDocument();
    expect(screen.getByText('मरीज़ जो भी दवाइयाँ लेते हैं, वे सब, या उनकी स्ट्रिप की फ़ोटो')).toBeInTheDocument();
    expect(screen.getByText(/हमारी फ़ार्मेसी दिन के 24 घंटे, हफ़्ते के 7 दिन खुली रहती है/)).toBeInTheDocument();
    expect(screen.queryByText(/Public ambulance/)).not.toBeInTheDocument();
  });

  it('keeps its English text', () => {
    inRouter(<EmergencyHelpPage />, '/emergency-help');
    expect(screen.getByText(`Open ${site.openingHours.emergency}. Doctors on site day and night.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 108' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Directions in your maps app (opens in a new tab)' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `Our pharmacy beside the emergency department is open ${site.openingHours.pharmacy}. It keeps emergency medicines, insulin and baby food, and fills prescriptions from any doctor.`,
      ),
    ).toBeInTheDocument();
  });
});

/** The booking remote's slot is absent: the page shows its own link to the appointment page. */
const shell: ShellServices = { Slot: ({ fallback }) => <>{fallback}</> };

const renderDoctor = (slug: string) =>
  render(
    <MemoryRouter initialEntries={[`/team-single/${slug}`]}>
      <Routes>
        <Route path="/team-single/:slug" element={<TeamSinglePage shell={shell} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the doctors’ pages', () => {
  it('label a doctor’s profile in Telugu, its name in Telugu script and the Latin name kept', async () => {
    await speakOn('te', ['/team-single/:slug']);
    renderDoctor('dr-srinivas-reddy');
    expect(screen.getByRole('heading', { level: 1, name: 'డా. శ్రీనివాస్ రెడ్డి' })).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('link', { name: 'డాక్టర్లు' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('complementary', { name: 'డా. శ్రీనివాస్ రెడ్డి: ఒక చూపులో' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'డా. శ్రీనివాస్ రెడ్డి గారి చిత్రం' })).toBeInTheDocument();
    expect(screen.getByText('విద్యార్హతలు', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' })).toHaveAttribute('href', '/appoinment?doctor=dr-srinivas-reddy');
    expect(screen.getByRole('link', { name: `${site.phoneDisplay} కు కాల్ చేయండి` })).toBeInTheDocument();
    const about = screen.getByRole('heading', { level: 2, name: 'డా. శ్రీనివాస్ రెడ్డి గురించి' });
    expect(within(about).getByText('డా. శ్రీనివాస్ రెడ్డి')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('heading', { level: 2, name: 'నాయకత్వం' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'డా. శ్రీనివాస్ రెడ్డి గారి ఖాళీ సమయాలను అపాయింట్‌మెంట్ పేజీలో చూడండి' })).toBeInTheDocument();
    for (const english of ['Qualification', 'Book an Appointment', 'Leadership', 'Services']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('say in Hindi that an unknown doctor is not on the team', async () => {
    await speakOn('hi', ['/team-single/:slug']);
    renderDoctor('dr-nobody');
    expect(screen.getByRole('heading', { level: 1, name: 'इन डॉक्टर की जानकारी नहीं मिली' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारे डॉक्टरों की सूची पर वापस जाएँ' })).toHaveAttribute('href', '/team');
    expect(screen.queryByText('Team member not found')).not.toBeInTheDocument();
  });

  it('keep an unknown doctor out of search indexes, however the page was reached, and a known one in', () => {
    const { unmount } = renderDoctor('dr-nobody');
    expect(robotsMeta()).toBe('noindex');
    unmount();
    renderDoctor('dr-karthik-varma');
    expect(robotsMeta()).toBeNull();
  });

  it('keep the English labels and the English free-times link', () => {
    renderDoctor('dr-karthik-varma');
    expect(screen.getByRole('heading', { level: 2, name: 'About Dr. Karthik Varma' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Illustrated portrait of Dr. Karthik Varma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Dr. Karthik Varma’s free times on the appointment page' })).toBeInTheDocument();
    expect(screen.getByText('Specialization', { selector: 'dt' })).toBeInTheDocument();
  });

  it('list the team in Telugu and in Hindi', async () => {
    await speakOn('te', ['/team']);
    const { unmount } = inRouter(<TeamPage />, '/team');
    expect(screen.getByRole('heading', { level: 1, name: 'మా డాక్టర్లు' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'కొంపల్లి కుటుంబాలను బాగా ఎరిగిన డాక్టర్లు' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'విజిటింగ్ కన్సల్టెంట్లు' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'డా. కార్తీక్ వర్మ' })).toHaveAttribute('translate', 'no');
    expect(screen.queryByText('Meet the team')).not.toBeInTheDocument();
    unmount();
    await speakOn('hi', ['/team']);
    inRouter(<TeamPage />, '/team');
    expect(screen.getByText('हमारी टीम से मिलिए')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी डॉक्टर' })).toHaveAttribute('href', '/team');
    expect(screen.queryByText('All Doctors')).not.toBeInTheDocument();
  });
});
