import { loadAllBookingMessages } from '@hospital/booking-contract';
import type { WhatsappConfig } from '../../config';
import type { MessagePayload } from '../../domain/patient-messages';
import { renderEmail } from './render';
import { createWhatsappSender } from './whatsapp';

const message = (overrides: Partial<MessagePayload> = {}): MessagePayload => ({
  kind: 'rescheduled',
  language: 'en',
  email: 'lakshmi@example.in',
  whatsapp: '9876543210',
  fullName: 'Lakshmi Devi',
  reference: 'ASH-TEST-0001',
  service: 'Cardiology & Heart Care',
  doctor: { slug: 'dr-test', name: 'Dr. Test Rao' },
  date: '2026-12-02',
  time: '09:30',
  durationMinutes: 15,
  manageUrl: null,
  findUrl: 'https://www.ashrayahospital.in/appoinment/manage',
  previous: { date: '2026-12-01', time: '10:00', doctor: { slug: 'dr-away', name: 'Dr. Away Reddy' } },
  reason: '',
  sequence: 1,
  hospital: { name: 'Ashraya Multispeciality Hospital', phone: '+91 40 0000 0000', address: 'Main Road, Kompally, Hyderabad 500014' },
  ...overrides,
});

const MARKED = {
  en: 'Note from the hospital: Conference in Delhi',
  te: 'ఆసుపత్రి వారి గమనిక: Conference in Delhi',
  hi: 'अस्पताल की ओर से सूचना: Conference in Delhi',
};

beforeAll(() => loadAllBookingMessages());

describe('the hospital’s note in a patient’s messages', () => {
  it('a moved patient’s e-mail gives the reason the staff typed, marked as the hospital’s in the patient’s language', () => {
    for (const [language, marked] of Object.entries(MARKED)) {
      const mail = renderEmail(message({ language, note: 'Conference in Delhi' }));
      expect(mail.text).toContain(marked);
      expect(mail.html).toContain(marked);
    }
  });

  it('a cancellation by the hospital marks its note; the patient’s own reason stays their words, unmarked', () => {
    for (const [language, marked] of Object.entries(MARKED)) {
      const mail = renderEmail(message({ language, kind: 'cancelled', previous: null, note: 'Conference in Delhi' }));
      expect(mail.text).toContain(marked);
      expect(mail.text).not.toContain('(Conference in Delhi)');
    }
    const own = renderEmail(message({ kind: 'cancelled', previous: null, reason: 'I feel better' }));
    expect(own.text).toContain('(I feel better)');
    expect(own.text).not.toContain('Note from the hospital');
  });

  it('WhatsApp: a cancellation or a move carries the marked note as its last parameter, or the line to call us', async () => {
    const sent: Array<{ template: { name: string; components: Array<{ parameters: Array<{ text: string }> }> } }> = [];
    const fakeFetch = (async (_url: string, init: { body: string }) => {
      sent.push(JSON.parse(init.body));
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const config: WhatsappConfig = {
      token: 't',
      phoneNumberId: '1',
      baseUrl: 'http://127.0.0.1:9',
      languageCode: 'en',
      templates: {
        booked: 'b',
        confirmed: 'c',
        reinstated: 'ri',
        rescheduled: 'rs',
        cancelled: 'x',
        reminder: 'rm',
      },
    };
    const whatsapp = createWhatsappSender(config, fakeFetch);
    await whatsapp.send(message({ language: 'te', note: 'Conference in Delhi' }));
    await whatsapp.send(message({ language: 'hi', kind: 'cancelled', note: 'Conference in Delhi' }));
    await whatsapp.send(message({ kind: 'cancelled' }));
    await whatsapp.send(message({ kind: 'booked' }));
    const last = sent.map((s) => s.template.components[0]?.parameters.at(-1)?.text);
    expect(last).toEqual([
      MARKED.te,
      MARKED.hi,
      'Questions? Call us on +91 40 0000 0000.',
      'https://www.ashrayahospital.in/appoinment/manage',
    ]);
  });
});
