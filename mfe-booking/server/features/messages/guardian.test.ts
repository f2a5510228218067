// A minor's messages greet the parent or guardian, about the patient, in the language the patient booked in.
import { loadAllBookingMessages } from '@hospital/booking-contract';
import type { WhatsappConfig } from '../../config';
import type { MessagePayload } from '../../domain/patient-messages';
import { renderEmail } from './render';
import { createWhatsappSender } from './whatsapp';

const message = (overrides: Partial<MessagePayload> = {}): MessagePayload => ({
  kind: 'booked',
  language: 'en',
  email: 'sravani@example.in',
  whatsapp: '9848012345',
  fullName: 'Baby Lakshmi',
  guardianName: 'Sravani Goud',
  reference: 'ASH-TEST-0007',
  service: 'Women & Child Care',
  doctor: { slug: 'dr-test', name: 'Dr. Test Rao' },
  date: '2026-12-02',
  time: '09:30',
  durationMinutes: 15,
  manageUrl: 'https://www.ashrayahospital.in/appoinment/manage/abc',
  findUrl: 'https://www.ashrayahospital.in/appoinment/manage',
  previous: null,
  reason: '',
  sequence: 0,
  hospital: { name: 'Ashraya Multispeciality Hospital', phone: '+91 40 0000 0000', address: 'Main Road, Kompally, Hyderabad 500014' },
  fee: { amount: 500, status: 'due' },
  ...overrides,
});

// Every kind of e-mail a patient may get, with what it needs.
const KINDS: Array<Partial<MessagePayload>> = [
  { kind: 'booked' },
  { kind: 'payment_held', holdUntil: '2026-11-29T10:30:00.000Z' },
  { kind: 'confirmed' },
  { kind: 'reminder' },
  { kind: 'rescheduled', previous: { date: '2026-12-01', time: '10:00' } },
  { kind: 'cancelled', reason: 'Doctor on leave' },
  { kind: 'reinstated' },
  { kind: 'payment_received', fee: { amount: 500, status: 'paid', paymentId: 'pay_1', method: 'upi' } },
  { kind: 'payment_late', fee: { amount: 500, status: 'refund' } },
  { kind: 'refund_failed', fee: { amount: 500, status: 'refund_failed' } },
];

const GREETINGS = {
  en: 'Dear Sravani Goud,\n\nThis message is about the appointment for Baby Lakshmi.\n\n',
  te: 'Sravani Goud గారికి,\n\nBaby Lakshmi కోసం బుక్ చేసిన అపాయింట్‌మెంట్ గురించి ఈ సందేశం.\n\n',
  hi: 'प्रिय Sravani Goud,\n\nयह संदेश Baby Lakshmi के लिए बुक किए गए अपॉइंटमेंट के बारे में है।\n\n',
} as const;

beforeAll(() => loadAllBookingMessages());

describe("a minor's e-mails", () => {
  it.each(Object.entries(GREETINGS))(
    'greet the parent or guardian about the patient, in every kind of e-mail (%s)',
    (language, greeting) => {
      for (const kind of KINDS) {
        const mail = renderEmail(message({ language, ...kind }));
        expect(mail.text.startsWith(greeting)).toBe(true);
        expect(mail.html).toContain('Sravani Goud');
        expect(mail.text).not.toMatch(/Dear Baby Lakshmi|Baby Lakshmi గారికి|प्रिय Baby Lakshmi/);
      }
    },
  );

  it('greet an adult patient by their own name, as before', () => {
    const { guardianName: _none, ...adult } = message({ fullName: 'Lakshmi Devi' });
    expect(renderEmail(adult).text).toMatch(/^Dear Lakshmi Devi,\n\nYour appointment is booked\./);
    expect(renderEmail({ ...adult, language: 'te' }).text).toMatch(/^Lakshmi Devi గారికి,\n\nమీ అపాయింట్‌మెంట్/);
  });
});

describe("a minor's WhatsApp messages", () => {
  const config: WhatsappConfig = {
    token: 't',
    phoneNumberId: '1',
    baseUrl: 'http://whatsapp.test/v21.0',
    templates: {
      booked: 'booked',
      confirmed: 'confirmed',
      rescheduled: 'rescheduled',
      cancelled: 'cancelled',
      reinstated: 'reinstated',
      reminder: 'reminder',
    },
    languageCode: 'en',
  };
  const greetedIn = async (payload: MessagePayload): Promise<string> => {
    let body = '';
    const fetchSpy = (async (_url: string, init: RequestInit) => {
      body = String(init.body);
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    await createWhatsappSender(config, fetchSpy).send(payload);
    const sent = JSON.parse(body) as { template: { components: Array<{ parameters: Array<{ text: string }> }> } };
    return sent.template.components[0]?.parameters[0]?.text ?? '';
  };

  it('name the parent or guardian, for the patient, in the patient’s language', async () => {
    expect(await greetedIn(message({ kind: 'reminder' }))).toBe('Sravani Goud (for Baby Lakshmi)');
    expect(await greetedIn(message({ kind: 'cancelled', language: 'te', fullName: 'బేబీ లక్ష్మి', guardianName: 'శ్రావణి' }))).toBe(
      'శ్రావణి (బేబీ లక్ష్మి కోసం)',
    );
    expect(await greetedIn(message({ kind: 'rescheduled', language: 'hi', previous: { date: '2026-12-01', time: '10:00' } }))).toBe(
      'Sravani Goud (Baby Lakshmi के लिए)',
    );
    const { guardianName: _none, ...adult } = message({ fullName: 'Lakshmi Devi' });
    expect(await greetedIn(adult)).toBe('Lakshmi Devi');
  });
});
