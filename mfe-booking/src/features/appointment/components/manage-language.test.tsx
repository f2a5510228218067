import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@hospital/i18n';
import { Route, Routes } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import { type ManagedAppointment } from '@hospital/booking-contract';
import { loadCommonLanguage } from '@hospital/hospital-data';
import { type ShellServices, type SlotProps } from '@hospital/shared-types';
import { catalog } from '../../../i18n/catalog';
// The one test file of the manage area (the brief puts it here) also renders the page that composes it.
// eslint-disable-next-line import-x/no-restricted-paths
import ManagePage from '../../../pages/ManagePage';
import { FindAppointment } from './FindAppointment';
import { ManageAppointment } from './ManageAppointment';
import { openCheckout } from '../payment/checkout';

// The gateway's checkout stands for the patient's payment in it (e2e/booking/pay-now.spec.ts drives the real one).
jest.mock('../payment/checkout', () => ({ openCheckout: jest.fn(), loadCheckout: jest.fn() }));

const speak = async (language: 'te' | 'hi') => {
  await Promise.all([catalog.loadLanguage(language), loadCommonLanguage(language)]);
  act(() => activateLanguage(language, `${language}-IN`));
};

const appointment = (changes: Partial<ManagedAppointment> = {}): ManagedAppointment => ({
  reference: 'ASH-7K2Q-9PXD',
  status: 'confirmed',
  service: 'Cardiology & Heart Care',
  doctor: { slug: 'dr-srinivas-reddy', name: 'Dr. Srinivas Reddy' },
  date: '2026-12-01',
  time: '09:30',
  changeable: true,
  cutoffMinutes: 120,
  ...changes,
});

const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
const serve = (managed: ManagedAppointment) =>
  Object.assign(globalThis, {
    fetch: jest.fn((url: string) =>
      Promise.resolve(
        String(url).includes('/free-days')
          ? answer({
              success: true,
              service: 'Cardiology & Heart Care',
              doctor: 'dr-srinivas-reddy',
              days: [
                { date: '2026-12-01', free: 3 },
                { date: '2026-12-02', free: 0 },
                { date: '2026-12-03', free: 5 },
              ],
              bookableFrom: '2026-12-01',
              bookableUntil: '2026-12-31',
            })
          : String(url).includes('/slots')
            ? answer({
                success: true,
                date: '2026-12-01',
                service: 'Cardiology & Heart Care',
                slots: [],
                nextDate: null,
                bookableUntil: '2026-12-31',
              })
            : answer({ success: true, appointment: managed }),
      ),
    ),
  });

const renderManage = (managed: ManagedAppointment) => {
  serve(managed);
  return render(
    <MemoryRouter>
      <ManageAppointment token="t0k3n" />
    </MemoryRouter>,
  );
};

const shell: ShellServices = { Slot: (props: SlotProps) => <div data-testid="slot">{props.name}</div> };

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

describe('finding an appointment', () => {
  it('asks for the reference and phone in Telugu', async () => {
    await speak('te');
    render(
      <MemoryRouter>
        <FindAppointment />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'మీ అపాయింట్‌మెంట్‌ను వెతకండి' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'మీ అపాయింట్‌మెంట్‌ను వెతకండి' })).toBeInTheDocument();
    expect(screen.getByLabelText('రిఫరెన్స్ నంబర్')).toBeInTheDocument();
    expect(screen.getByLabelText('ఫోన్')).toBeInTheDocument();
    expect(screen.getByText(/మీ రిఫరెన్స్ నంబర్ కనిపించడం లేదా\?/)).toHaveTextContent('మీ రిఫరెన్స్ నంబర్ కనిపించడం లేదా? +91 98480 22446కు కాల్ చేయండి.');
    await userEvent.click(screen.getByRole('button', { name: 'నా అపాయింట్‌మెంట్‌ను వెతకండి' }));
    expect(screen.getByRole('alert')).toHaveTextContent('దయచేసి మీ రిఫరెన్స్ నంబర్‌ను, బుక్ చేసేటప్పుడు ఇచ్చిన ఫోన్ నంబర్‌ను నమోదు చేయండి.');
    expect(screen.queryByText('Find your appointment')).not.toBeInTheDocument();
    expect(screen.queryByText(/Lost your reference/)).not.toBeInTheDocument();
  });

  it('keeps its English text in English', async () => {
    render(
      <MemoryRouter>
        <FindAppointment />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Lost your reference\?/)).toHaveTextContent('Lost your reference? Call +91 98480 22446.');
    await userEvent.click(screen.getByRole('button', { name: 'Find my appointment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your reference and the phone number you booked with.');
  });
  it('says a reference may be typed in small letters with spaces, and sends it as typed for the API to read', async () => {
    serve(appointment());
    render(
      <MemoryRouter>
        <FindAppointment />
      </MemoryRouter>,
    );
    const reference = screen.getByLabelText('Reference');
    expect(reference).toHaveAccessibleDescription('Small letters and spaces are fine; the dashes are optional.');
    await userEvent.type(reference, 'ash 7k2q 9pxd');
    await userEvent.type(screen.getByLabelText('Phone'), '98480 22446');
    await userEvent.click(screen.getByRole('button', { name: 'Find my appointment' }));
    const [, init] = (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ reference: 'ash 7k2q 9pxd' });
  });
});

describe('the patient’s own appointment', () => {
  it('says nothing of a fee to be paid once the appointment is cancelled, paid at the hospital or held for Pay Now', async () => {
    for (const payment of ['unpaid', 'pending'] as const) {
      const { unmount } = renderManage(appointment({ status: 'cancelled', changeable: false, fee: 900, payment }));
      expect(await screen.findByText('Cancelled')).toBeInTheDocument();
      expect(screen.queryByText(/₹900/)).not.toBeInTheDocument();
      expect(screen.queryByText('Fee')).not.toBeInTheDocument();
      unmount();
    }
    const { unmount } = renderManage(appointment({ status: 'cancelled', changeable: false, fee: 900, payment: 'refund_pending' }));
    expect(await screen.findByText('₹900, refund on its way to you')).toBeInTheDocument();
    unmount();
    renderManage(appointment({ fee: 900 }));
    expect(await screen.findByText('₹900, to be paid at the hospital')).toBeInTheDocument();
  });

  it('shows the details and the steps in Hindi, with the doctor’s name as it is', async () => {
    await speak('hi');
    renderManage(appointment());
    expect(await screen.findByRole('heading', { level: 2, name: 'आपका अपॉइंटमेंट' })).toBeInTheDocument();
    expect(screen.getByText('पुष्टि हो चुकी है')).toHaveAttribute('data-status', 'confirmed');
    expect(screen.getByText('Dr. Srinivas Reddy')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('स्थिति')).toBeInTheDocument();
    expect(screen.getByText(/\(भारतीय समय\)$/)).toBeInTheDocument();
    expect(screen.queryByText('Confirmed')).not.toBeInTheDocument();
    expect(screen.queryByText('Cardiology & Heart Care')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' }));
    expect(screen.getByRole('heading', { level: 3, name: 'क्या आप यह अपॉइंटमेंट रद्द करना चाहते हैं?' })).toBeInTheDocument();
    expect(screen.getByLabelText('कारण (वैकल्पिक)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'मेरा अपॉइंटमेंट बनाए रखें' }));

    await userEvent.click(screen.getByRole('button', { name: 'समय बदलें' }));
    const heading = screen.getByRole('heading', { level: 3, name: 'Dr. Srinivas Reddy के साथ नया समय चुनें' });
    expect(heading.querySelector('[translate="no"]')).toHaveTextContent('Dr. Srinivas Reddy');
    expect(screen.getByLabelText('नई तारीख़')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मौजूदा समय ही रखें' })).toBeInTheDocument();
    expect(screen.queryByText('Move my appointment')).not.toBeInTheDocument();
  });

  it("names a minor's patient and parent or guardian, in Telugu; an adult's page names no one", async () => {
    await speak('te');
    const view = renderManage(appointment({ patientName: 'బేబీ లక్ష్మి', guardianName: 'శ్రావణి గౌడ్' }));
    await screen.findByRole('heading', { level: 2 });
    expect(screen.getByText('రోగి').nextElementSibling).toHaveTextContent('బేబీ లక్ష్మి');
    expect(screen.getByText('తల్లిదండ్రులు లేదా సంరక్షకులు').nextElementSibling).toHaveTextContent('శ్రావణి గౌడ్');
    view.unmount();
    renderManage(appointment());
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByText('తల్లిదండ్రులు లేదా సంరక్షకులు')).not.toBeInTheDocument();
  });

  it('moves to a day picked from the strip of free days, the date field ending at the booking window', async () => {
    renderManage(appointment());
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const strip = await screen.findByRole('group', { name: 'Choose a day' });
    const days = await within(strip).findAllByRole('radio');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Tuesday, 1 December: 3 free times',
      expect.stringMatching(/^Wednesday, 2 December/),
      'Thursday, 3 December: 5 free times',
    ]);
    expect(days[1]).toBeDisabled();
    await userEvent.click(days[2]!);
    expect(screen.getByLabelText('New date')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('New date')).toHaveAttribute('max', '2026-12-31');
  });

  it('says in Telugu when the appointment can no longer be changed online', async () => {
    await speak('te');
    renderManage(appointment({ changeable: false }));
    expect(await screen.findByText(/మాత్రమే ఆన్‌లైన్‌లో మార్పులు చేయవచ్చు/)).toHaveTextContent(
      'అపాయింట్‌మెంట్ సమయానికి 2 గంటల ముందు వరకు మాత్రమే ఆన్‌లైన్‌లో మార్పులు చేయవచ్చు. దీన్ని రద్దు చేయాలన్నా, వేరే సమయానికి మార్చాలన్నా దయచేసి +91 98480 22446కు కాల్ చేయండి.',
    );
    expect(screen.getByText('డాక్టర్')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'వేరే సమయానికి మార్చండి' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Appointments can be changed online/)).not.toBeInTheDocument();
  });

  it('keeps the English sentences as they were', async () => {
    renderManage(appointment({ changeable: false, cutoffMinutes: 60, status: 'booked' }));
    expect(await screen.findByText(/Appointments can be changed online/)).toHaveTextContent(
      'Appointments can be changed online until 1 hour before their time. To cancel or move this one, please call +91 98480 22446.',
    );
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(screen.getByText('Cardiology & Heart Care')).toBeInTheDocument();
  });

  it('tells a visitor in Hindi when the link finds no appointment', async () => {
    await speak('hi');
    Object.assign(globalThis, {
      fetch: jest.fn(() => Promise.resolve({ ok: false, status: 404, json: async () => ({ success: false, message: 'Gone.' }) })),
    });
    render(
      <MemoryRouter>
        <ManageAppointment token="old" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'अपॉइंटमेंट नहीं मिला' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'अपने रेफ़रेंस नंबर और फ़ोन नंबर से अपना अपॉइंटमेंट ढूँढें' });
    expect(link.parentElement).toHaveTextContent('अपने रेफ़रेंस नंबर और फ़ोन नंबर से अपना अपॉइंटमेंट ढूँढें, या +91 98480 22446 पर कॉल करें।');
  });
});

describe('back from Pay Now on the manage page', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it.each([
    ['en', 'Add to calendar', /SUMMARY:Appointment: Dr\. Srinivas Reddy – Cardiology & Heart Care/],
    ['te', 'క్యాలెండర్‌లో చేర్చండి', /SUMMARY:అపాయింట్‌మెంట్: /],
    ['hi', 'कैलेंडर में जोड़ें', /SUMMARY:अपॉइंटमेंट: /],
  ] as const)('in %s, once paid, offers Add to calendar for the appointment', async (language, name, summary) => {
    if (language !== 'en') await speak(language);
    // The booking form sent the patient here to pay (…/manage/<token>?pay=1), and the payment goes through.
    window.history.replaceState({}, '', '/appoinment/manage/t0k3n?pay=1');
    (openCheckout as jest.MockedFunction<typeof openCheckout>).mockResolvedValue({
      kind: 'paid',
      success: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' },
    } as Awaited<ReturnType<typeof openCheckout>>);
    const pending = appointment({
      status: 'payment_pending',
      fee: 900,
      paymentMethod: 'pay_now',
      payment: 'pending',
      pendingPayment: {
        provider: 'razorpay',
        orderId: 'order_1',
        amount: 90000,
        currency: 'INR',
        keyId: 'rzp_test_x',
        checkoutUrl: 'http://127.0.0.1:1/v1/checkout.js',
        holdUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
      },
    });
    const paid = appointment({ status: 'booked', fee: 900, paymentMethod: 'pay_now', payment: 'paid', pendingPayment: null });
    let opened = 0;
    Object.assign(globalThis, {
      fetch: jest.fn((url: string) =>
        Promise.resolve(
          String(url).includes('/payments/verify')
            ? answer({ success: true, message: 'Payment received.' })
            : answer({ success: true, appointment: opened++ === 0 ? pending : paid }),
        ),
      ),
    });
    render(
      <MemoryRouter>
        <ManageAppointment token="t0k3n" />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('download', 'appointment-ASH-7K2Q-9PXD.ics');
    const ics = decodeURIComponent(link.getAttribute('href') ?? '');
    expect(ics).toContain('UID:ASH-7K2Q-9PXD@ashrayahospital.in');
    expect(ics.replace(/\r\n /g, '')).toMatch(summary);
  });
});

describe('the manage page', () => {
  it('has its title, breadcrumb and lead in Telugu', async () => {
    await speak('te');
    render(
      <MemoryRouter initialEntries={['/appoinment/manage']}>
        <Routes>
          <Route path="/appoinment/manage" element={<ManagePage shell={shell} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'మీ అపాయింట్‌మెంట్‌ను చూడండి లేదా మార్చండి' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'మీరు ఉన్న పేజీ దారి' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'హోమ్' })).toBeInTheDocument();
    expect(screen.getByText('మీ అపాయింట్‌మెంట్‌ను చూడండి, ఖాళీగా ఉన్న మరో సమయానికి మార్చండి లేదా రద్దు చేయండి.')).toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Ashraya Multispeciality Hospitalలో మీ అపాయింట్‌మెంట్‌ను రద్దు చేయడానికి లేదా వేరే సమయానికి మార్చడానికి దాన్ని వెతకండి.',
    );
    expect(screen.queryByText('Manage your appointment')).not.toBeInTheDocument();
  });
});
