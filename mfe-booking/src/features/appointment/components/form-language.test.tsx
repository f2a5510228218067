import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@hospital/i18n';
import { MemoryRouter } from '@hospital/router/testing';
import { todayIn } from '@hospital/booking-contract';
import { type RemotePageProps } from '@hospital/shared-types';
import { loadLanguage } from '../../../i18n/catalog';
// The one test file of the form area (the brief puts it here) also renders the page that composes it (loaded
// in the test: it asks for the booking settings as it loads) and the doctor's free times widget.
// eslint-disable-next-line import-x/no-restricted-paths
import { NextFreeTimes } from '../../doctor-availability/components/NextFreeTimes';
// eslint-disable-next-line import-x/no-restricted-paths
import { forgetPrimedNextSlots } from '../../doctor-availability/api/next-slots.resource';
import { AppointmentForm } from './AppointmentForm';
import BookingSuccess from './BookingSuccess';

jest.setTimeout(30_000);

// As the shell does before it shows a page in that language: the remote's text, the contract's words and the form's messages.
const speak = async (language: 'te' | 'hi') => {
  await loadLanguage(language);
  act(() => activateLanguage(language, `${language}-IN`));
};
afterEach(() => act(() => activateLanguage('en', 'en-IN')));

const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
const doctor = { slug: 'dr-lakshmi-priya-nair', name: 'Dr. Lakshmi Priya Nair' };
const serve = (slots: string[]) =>
  Object.assign(globalThis, {
    fetch: jest.fn(async (url: string) => {
      if (url.startsWith('/api/appointments/config')) return answer({ success: true, whatsappReminders: false, manageCutoffMinutes: 120 });
      const query = new URL(url, 'http://localhost').searchParams;
      return answer({
        success: true,
        date: query.get('date'),
        service: query.get('service'),
        slots: slots.map((time) => ({ time, doctors: [doctor] })),
        nextDate: slots.length === 0 ? '2031-01-02' : null,
        bookableFrom: '2020-01-01',
        bookableUntil: '2099-12-31',
      });
    }),
  });

const future = (() => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 10)).toISOString().slice(0, 10);
})();

describe('the appointment page in Telugu', () => {
  it('shows the page, the form and its choices in Telugu, and sends the English department name', async () => {
    serve(['09:30']);
    // eslint-disable-next-line import-x/no-restricted-paths
    const { default: AppointmentPage } = await import('../../../pages/AppointmentPage');
    await speak('te');
    render(
      <MemoryRouter initialEntries={['/appoinment']}>
        <AppointmentPage {...({} as RemotePageProps)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'అపాయింట్‌మెంట్' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'మీరు రావడానికి ముందు' })).toBeInTheDocument();
    expect(screen.getByText(/సోమవారం నుండి శనివారం వరకు/, { selector: 'span' })).toBeInTheDocument();
    // A patient who has booked already finds it from here, in Telugu.
    expect(screen.getByRole('link', { name: 'నా అపాయింట్‌మెంట్‌ను వెతకండి' })).toHaveAttribute('href', '/appoinment/manage');
    const form = screen.getByRole('form', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' });
    expect(within(form).getByLabelText(/పూర్తి పేరు/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'ఆసుపత్రిలో చెల్లించండి' })).toBeInTheDocument();
    expect(within(form).getByText('ఖాళీ సమయాలు చూడటానికి సేవను, తేదీని ఎంచుకోండి.')).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'స్త్రీ' })).toHaveValue('Female');
    const cardiology = within(form).getByRole('option', { name: 'గుండె వైద్యం (కార్డియాలజీ)' });
    expect(cardiology).toHaveValue('Cardiology & Heart Care');

    for (const english of [
      'Book Appointment',
      'Before your visit',
      'Pay at Hospital',
      'Full name',
      'Same as Phone',
      'Choose a service and a date to see the free times.',
    ]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/By booking you agree/)).not.toBeInTheDocument();
    expect(screen.getByText(/మీరు అంగీకరిస్తున్నారు/)).toBeInTheDocument();
  });
});

describe('the free times in Hindi', () => {
  it('groups and counts the day’s times in Hindi, the doctor list keeping the names', async () => {
    serve(['09:30', '14:15', '18:45']);
    await speak('hi');
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/^सेवा/), 'Women & Child Care');
    const doctors = screen.getByLabelText(/^डॉक्टर/);
    expect(
      within(doctors)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['कोई भी उपलब्ध डॉक्टर', 'Dr. Lakshmi Priya Nair', 'Dr. Sneha Kulkarni']);
    expect(within(doctors).getByRole('option', { name: 'Dr. Lakshmi Priya Nair' })).toHaveAttribute('translate', 'no');
    await user.type(screen.getByLabelText(/पसंदीदा तारीख/), future);
    const time = await screen.findByRole('group', { name: 'पसंदीदा समय' });
    expect(await within(time).findByRole('group', { name: 'सुबह' })).toHaveTextContent('सुबह 9:30 बजे');
    expect(within(time).getByRole('group', { name: 'शाम' })).toHaveTextContent('शाम 6:45 बजे');
    expect(time).not.toHaveTextContent(/\b(am|pm)\b/i);
    expect(within(time).getByRole('group', { name: 'दोपहर' })).toBeInTheDocument();
    expect(within(time).getByRole('group', { name: 'शाम' })).toBeInTheDocument();
    expect(within(time).getByText(/को 3 खाली समय हैं।$/)).toBeInTheDocument();
    expect(within(time).getByText(/ओपीडी का समय: सोमवार से शनिवार/)).toBeInTheDocument();
    expect(screen.queryByText(/free times on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Morning' })).not.toBeInTheDocument();
  });

  it('offers the next day with free times in Hindi', async () => {
    serve([]);
    await speak('hi');
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/^सेवा/), 'Women & Child Care');
    await user.type(screen.getByLabelText(/पसंदीदा तारीख/), future);
    expect(await screen.findByRole('button', { name: 'खाली समय वाला अगला दिन, गुरुवार, 2 जनवरी, दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByText(/को कोई खाली समय नहीं है।/)).toBeInTheDocument();
  });
});

describe('the booking confirmation in Telugu', () => {
  it('tells what comes next in Telugu, the doctor named in Telugu script, links in Telugu', async () => {
    await speak('te');
    render(
      <BookingSuccess
        booking={{
          appointmentId: 'ASH-AB12-CD34',
          message: 'Appointment booked successfully!',
          service: 'Women & Child Care',
          doctorName: 'Dr. Lakshmi Priya Nair',
          doctorSlug: 'dr-lakshmi-priya-nair',
          date: '2031-01-01',
          time: '09:30',
          manageUrl: '/appoinment/manage/abc123',
        }}
      />,
    );
    expect(screen.getByText(/^మీ రిఫరెన్స్ నంబర్/)).toHaveTextContent('మీ రిఫరెన్స్ నంబర్ ASH-AB12-CD34. దయచేసి దీన్ని దగ్గర ఉంచుకోండి.');
    expect(screen.getByText('డా. లక్ష్మీ ప్రియ నాయర్')).toHaveAttribute('translate', 'no');
    expect(screen.queryByText(/Dr\. Lakshmi/)).not.toBeInTheDocument();
    expect(screen.getByText(/బుక్ అయింది/)).toHaveTextContent(/బుధవారం, ఉదయం 9:30, భారత కాలమానం/);
    expect(screen.getByText(/బుక్ అయింది/)).not.toHaveTextContent(/AM/);
    expect(screen.getByRole('link', { name: 'మీ అపాయింట్‌మెంట్‌ను చూడండి లేదా మార్చండి' })).toHaveAttribute('href', '/te/appoinment/manage/abc123');
    expect(screen.getByRole('link', { name: /క్యాలెండర్‌లో చేర్చండి/ })).toBeInTheDocument();
    expect(screen.queryByText(/Please arrive 15 minutes early/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'manage your appointment' })).not.toBeInTheDocument();
  });

  it.each(['en', 'te', 'hi'] as const)('in %s, names the department without brackets inside brackets', async (language) => {
    if (language !== 'en') await speak(language);
    const deepest = (text: string) =>
      [...text].reduce(
        ({ depth, most }, c) => {
          const next = depth + (c === '(' ? 1 : c === ')' ? -1 : 0);
          return { depth: next, most: Math.max(most, next) };
        },
        { depth: 0, most: 0 },
      ).most;
    for (const service of ['Cardiology & Heart Care', 'ENT (Ear, Nose & Throat) Care']) {
      for (const doctorName of ['Dr. Venkatesh Iyer', undefined]) {
        const { unmount } = render(
          <BookingSuccess
            booking={{ appointmentId: 'ASH-AB12-CD34', message: 'ok', service, doctorName, date: '2031-01-01', time: '09:30' }}
          />,
        );
        const booked = screen.getByText(/(booked|बुक|బుక్)/, { selector: 'p' });
        expect(deepest(booked.textContent ?? '')).toBeLessThanOrEqual(1);
        const calendar = decodeURIComponent(screen.getByRole('link', { name: /calendar|कैलेंडर|క్యాలెండర్/i }).getAttribute('href') ?? '');
        for (const line of calendar.split(/\r\n/).filter((l) => /^(SUMMARY|DESCRIPTION):/.test(l)))
          expect(deepest(line)).toBeLessThanOrEqual(1);
        unmount();
      }
    }
  });

  it.each([
    ['en', 'Find my appointment', '/appoinment/manage'],
    ['te', 'నా అపాయింట్‌మెంట్‌ను వెతకండి', '/te/appoinment/manage'],
    ['hi', 'मेरा अपॉइंटमेंट ढूँढें', '/hi/appoinment/manage'],
  ] as const)('in %s, beside the manage link, says how to find the appointment again later', async (language, name, href) => {
    if (language !== 'en') await speak(language);
    render(
      <BookingSuccess
        booking={{
          appointmentId: 'ASH-AB12-CD34',
          message: 'ok',
          service: 'Cardiology & Heart Care',
          date: '2031-01-01',
          time: '09:30',
          manageUrl: '/appoinment/manage/abc123',
        }}
      />,
    );
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('without a manage link, points to the Hindi find page', async () => {
    await speak('hi');
    render(
      <BookingSuccess
        booking={{ appointmentId: 'ASH-AB12-CD34', message: 'ok', service: 'Cardiology & Heart Care', date: '2031-01-01', time: '09:30' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'अपना अपॉइंटमेंट ढूँढें' })).toHaveAttribute('href', '/hi/appoinment/manage');
    expect(screen.getByText(/बुक हो गया है/)).toHaveTextContent(/^आपका अपॉइंटमेंट हृदय रोग उपचार \(कार्डियोलॉजी\) विभाग में/);
  });
});

describe('a doctor’s next free times in Hindi', () => {
  beforeEach(() => forgetPrimedNextSlots());

  it('names the widget, the days and the booking links in Hindi', async () => {
    const karthik = { slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma' };
    Object.assign(globalThis, {
      fetch: jest.fn(async () =>
        answer({ success: true, doctor: karthik, slots: [{ date: '2026-12-01', time: '16:00', doctors: [karthik] }] }),
      ),
    });
    await speak('hi');
    render(
      <MemoryRouter>
        <NextFreeTimes doctorSlug="dr-karthik-varma" />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'अगले खाली समय' });
    expect(
      await within(section).findByRole('link', { name: 'Dr. Karthik Varma के साथ मंगलवार, 1 दिसंबर, शाम 4:00 बजे का समय बुक करें' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('मंगलवार, 1 दिसंबर')).toBeInTheDocument();
    const all = within(section).getByRole('link', { name: /के सभी खाली समय देखें/ });
    expect(within(all).getByText('Dr. Karthik Varma')).toHaveAttribute('translate', 'no');
    expect(screen.queryByText('Next free times')).not.toBeInTheDocument();
    expect(screen.queryByText(/See all of/)).not.toBeInTheDocument();
  });
});

describe('the home page’s booking form, in every language', () => {
  it('is named for what it books, a visit to the hospital, never an online consultation', async () => {
    serve(['09:30']);
    // eslint-disable-next-line import-x/no-restricted-paths
    const { default: AppointmentWidget } = await import('../../../pages/AppointmentWidget');
    const names = {
      en: 'Book a visit to the hospital',
      te: 'ఆసుపత్రికి వచ్చి డాక్టర్‌ను కలవడానికి బుక్ చేయండి',
      hi: 'अस्पताल आकर डॉक्टर से मिलने के लिए बुक करें',
    };
    for (const language of ['en', 'te', 'hi'] as const) {
      if (language === 'en') act(() => activateLanguage('en', 'en-IN'));
      else await speak(language);
      const { unmount } = render(
        <MemoryRouter>
          <AppointmentWidget />
        </MemoryRouter>,
      );
      expect(screen.getByRole('form', { name: names[language] })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/online consultation|ఆన్‌లైన్ కన్సల్టేషన్|ऑनलाइन परामर्श/i);
      unmount();
    }
  });
});
