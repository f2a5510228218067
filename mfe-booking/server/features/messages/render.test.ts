import { loadAllBookingMessages } from '@hospital/booking-contract';
import type { MessagePayload } from '../../domain/patient-messages';
import { renderEmail } from './render';

const message = (overrides: Partial<MessagePayload> = {}): MessagePayload => ({
  kind: 'booked',
  language: 'en',
  email: 'lakshmi@example.in',
  whatsapp: '',
  fullName: 'Lakshmi Devi',
  reference: 'ASH-TEST-0001',
  service: 'Cardiology & Heart Care',
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
  ...overrides,
});

beforeAll(() => loadAllBookingMessages());

describe('the patient’s e-mails in the language they booked in', () => {
  it('English, as the e-mails have always read', () => {
    const mail = renderEmail(message());
    expect(mail.subject).toBe('Appointment booked: ASH-TEST-0001, Wednesday 2 December 2026 at 9:30 am');
    expect(mail.text).toMatch(/^Dear Lakshmi Devi,\n\nYour appointment is booked\./);
    expect(mail.text).toContain(
      'Department: Cardiology & Heart Care\nDoctor: Dr. Test Rao\nWhen: Wednesday 2 December 2026 at 9:30 am (India time)',
    );
    expect(mail.text).toContain(
      'To cancel or move it, open https://www.ashrayahospital.in/appoinment/manage/abc. Changes online close 2 hours',
    );
    expect(mail.ics).toContain('SUMMARY:Cardiology & Heart Care appointment with Dr. Test Rao');
  });

  it('without the manage link, one full stop after the way to find the appointment', () => {
    const mail = renderEmail(message({ kind: 'reminder', manageUrl: null }));
    expect(mail.text).toContain('with your reference and phone number.\n');
    expect(mail.text).not.toContain('number..');
  });

  it('Telugu: the words, the department and the day in Telugu; the reference, doctor and links as they are', () => {
    const mail = renderEmail(message({ language: 'te' }));
    expect(mail.subject).toMatch(/^అపాయింట్‌మెంట్ బుక్ అయింది: ASH-TEST-0001, .*డిసెంబర్ 2026.*బుధవారం/);
    expect(mail.text).toMatch(/^Lakshmi Devi గారికి,/);
    expect(mail.text).toContain('విభాగం: గుండె వైద్యం');
    expect(mail.text).toContain('డాక్టర్: Dr. Test Rao');
    expect(mail.text).toContain('https://www.ashrayahospital.in/appoinment/manage/abc');
    expect(mail.text).not.toMatch(/Your appointment|Department:/);
    expect(mail.ics).toContain('Dr. Test Rao తో');
  });

  it('Hindi: a move names the old and the new time', () => {
    const mail = renderEmail(message({ language: 'hi', kind: 'rescheduled', previous: { date: '2026-12-01', time: '10:00' } }));
    expect(mail.subject).toMatch(/^अपॉइंटमेंट बदला गया: ASH-TEST-0001, अब बुधवार/);
    expect(mail.text).toMatch(/आपका अपॉइंटमेंट मंगलवार.* से बदल दिया गया है।/);
    expect(mail.text).not.toContain('Your appointment');
  });

  it('say the time as Hindi and Telugu do: the part of the day first, never an English am or pm', () => {
    const hi = renderEmail(message({ language: 'hi', time: '11:00' }));
    expect(hi.text).toContain('सुबह 11:00 बजे');
    expect(hi.subject).toContain('सुबह 11:00 बजे');
    const te = renderEmail(message({ language: 'te', time: '14:30' }));
    expect(te.text).toContain('మధ్యాహ్నం 2:30');
    for (const mail of [hi, te]) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\d (am|pm|AM|PM)\b/);
  });

  it('a reminder says it reminds, in plain Telugu and Hindi (not "mark:" or "to remind:")', () => {
    const te = renderEmail(message({ language: 'te', kind: 'reminder' }));
    expect(te.subject).toMatch(/^గుర్తుచేస్తున్నాం: రేపు మీ అపాయింట్‌మెంట్ ఉంది, /);
    expect(te.text).toContain('మీ అపాయింట్‌మెంట్ గురించి గుర్తుచేస్తున్నాం.');
    const hi = renderEmail(message({ language: 'hi', kind: 'reminder' }));
    expect(hi.subject).toMatch(/^याद रहे: कल आपका अपॉइंटमेंट है, /);
  });

  it('one calendar event per appointment: the page’s UID, the hospital as organiser, a reminder the day before', () => {
    const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
    for (const kind of ['booked', 'rescheduled', 'confirmed', 'cancelled'] as const) {
      const ics = unfold(renderEmail(message({ kind })).ics);
      // The same UID as the booking page's Add to calendar file (src/features/appointment/data/ics.test.ts).
      expect(ics).toContain('UID:ASH-TEST-0001@ashrayahospital.in\r\n');
      expect(ics).toMatch(/^ORGANIZER;CN="?Ashraya Multispeciality Hospital"?:mailto:care@ashrayahospital\.in\r$/im);
    }
    expect(unfold(renderEmail(message()).ics)).toMatch(
      /BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Reminder: your appointment tomorrow.*\r\nTRIGGER:-PT24H\r\nEND:VALARM/,
    );
    // A cancelled event reminds no one.
    expect(renderEmail(message({ kind: 'cancelled' })).ics).not.toContain('VALARM');
  });

  it('folds the calendar file at 75 octets, also in Telugu', () => {
    const ics = renderEmail(message({ language: 'te', fee: { amount: 1999, status: 'due' } })).ics;
    const lines = ics.split('\r\n');
    expect(Math.max(...lines.map((line) => new TextEncoder().encode(line).length))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('has an HTML part with the same words, in the patient’s language, its main link a button, no images', () => {
    const te = renderEmail(message({ language: 'te', manageUrl: 'https://www.ashrayahospital.in/te/appoinment/manage/abc' }));
    expect(te.html).toMatch(/^<!doctype html>\n<html lang="te">/);
    expect(te.html).toContain('Lakshmi Devi గారికి,');
    expect(te.html).toMatch(
      /<a href="https:\/\/www\.ashrayahospital\.in\/te\/appoinment\/manage\/abc" style="display:inline-block[^"]*">మీ అపాయింట్‌మెంట్‌ను చూడండి లేదా మార్చండి<\/a>/,
    );
    expect(te.html).not.toMatch(/<img/);
    // Text is escaped: a name cannot write markup.
    expect(renderEmail(message({ fullName: '<b>Ravi</b> & Co' })).html).toContain('&lt;b&gt;Ravi&lt;/b&gt; &amp; Co');
    // After a cancellation the button books again; without the manage link it finds the appointment.
    expect(renderEmail(message({ kind: 'cancelled' })).html).toMatch(
      /<a href="https:\/\/www\.ashrayahospital\.in\/appoinment" [^>]*>Book an appointment<\/a>/,
    );
    expect(renderEmail(message({ kind: 'reminder', manageUrl: null })).html).toMatch(/>Find my appointment<\/a>/);
  });

  it('makes links of the hospital’s own addresses only, never of what a patient or the desk typed', () => {
    const mail = renderEmail(
      message({
        kind: 'cancelled',
        fullName: 'Please pay at https://evil.example/pay-now',
        reason: 'Pay at http://evil.example/refund or www.evil.example',
      }),
    );
    expect(mail.html).toContain('Please pay at https://evil.example/pay-now');
    expect(mail.html).not.toMatch(/href="[^"]*evil/);
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/www\.ashrayahospital\.in\/appoinment/);
    // The manage link in the running text is still a link.
    expect(renderEmail(message()).html).toContain(
      '<a href="https://www.ashrayahospital.in/appoinment/manage/abc" style="color:#0b5cab">https://www.ashrayahospital.in/appoinment/manage/abc</a>',
    );
  });

  it('names a doctor of the roster in the language’s script in running text, keeping the Latin name in the details', () => {
    const te = renderEmail(message({ language: 'te', doctor: { slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma' } }));
    expect(te.text).toContain('డాక్టర్: డా. కార్తీక్ వర్మ (Dr. Karthik Varma)');
    expect(te.ics.replace(/\r\n[ \t]/g, '')).toContain('డా. కార్తీక్ వర్మ తో');
    const hi = renderEmail(
      message({
        language: 'hi',
        kind: 'rescheduled',
        doctor: { slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma' },
        previous: { date: '2026-12-01', time: '10:00', doctor: { slug: 'dr-venkatesh-iyer', name: 'Dr. Venkatesh Iyer' } },
      }),
    );
    expect(hi.text).toContain('डॉ. वेंकटेश अय्यर');
    expect(hi.text).not.toMatch(/से बदल दिया गया है।[^\n]*Dr\./);
    // English stays as it was.
    expect(renderEmail(message({ doctor: { slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma' } })).text).toContain(
      'Doctor: Dr. Karthik Varma\n',
    );
  });

  it('a language the site does not speak is English', () => {
    expect(renderEmail(message({ language: 'fr', kind: 'cancelled' })).subject).toBe('Appointment cancelled: ASH-TEST-0001');
  });

  it('state the fee: due at the hospital, paid online as a receipt, refunded on cancellation; in the calendar file too', () => {
    const due = renderEmail(message({ fee: { amount: 1999, status: 'due' } }));
    expect(due.text).toContain('Fee: ₹1,999, to be paid at the hospital');
    expect(due.ics.replace(/\r\n[ \t]/g, '')).toContain('Fee: ₹1\\,999\\, to be paid at the hospital');
    const paid = renderEmail(message({ fee: { amount: 800, status: 'paid', paymentId: 'pay_ABC123', method: 'netbanking' } }));
    expect(paid.text).toContain('Your appointment is booked and paid.');
    expect(paid.text).toContain('Paid: ₹800 online by net banking (payment pay_ABC123)');
    const refund = renderEmail(message({ kind: 'cancelled', fee: { amount: 800, status: 'refund' } }));
    expect(refund.text).toContain(
      'We are refunding your payment of ₹800 in full. It reaches the account you paid from within 5 to 7 working days.',
    );
    expect(refund.text).toContain('Refund: ₹800, to the account you paid from');
  });

  it('say nothing of a fee "to be paid at the hospital" once the appointment is cancelled, in any language or calendar file', () => {
    for (const language of ['en', 'te', 'hi']) {
      const cancelled = renderEmail(message({ language, kind: 'cancelled', fee: { amount: 900, status: 'due' } }));
      const booked = renderEmail(message({ language, fee: { amount: 900, status: 'due' } }));
      const feeText = booked.text.split('\n').find((line) => line.includes('₹900'));
      expect(feeText).toBeDefined();
      expect(cancelled.text).not.toContain('₹900');
      expect(cancelled.ics).not.toContain('₹900');
      expect(cancelled.text).toContain('ASH-TEST-0001');
    }
  });

  it('state the fee in Telugu and Hindi, with Indian digit grouping', () => {
    const te = renderEmail(message({ language: 'te', fee: { amount: 150000, status: 'due' } }));
    expect(te.text).toContain('ఫీజు: ₹1,50,000, ఆసుపత్రిలో చెల్లించాలి');
    const hi = renderEmail(message({ language: 'hi', kind: 'cancelled', fee: { amount: 800, status: 'refund' } }));
    expect(hi.text).toContain('आपके ₹800 के भुगतान की पूरी राशि हम लौटा रहे हैं।');
    const late = renderEmail(message({ language: 'hi', kind: 'payment_late', fee: { amount: 800, status: 'refund' } }));
    expect(late.subject).toBe('ASH-TEST-0001 के लिए आपका भुगतान लौटाया गया');
    expect(late.ics).toBe('');
  });
});

describe('a Pay Now booking held for its payment', () => {
  // Held at 9:00 am India time, until 9:15 am.
  const held = (language: string) =>
    renderEmail(message({ language, kind: 'payment_held', holdUntil: '2026-11-29T03:45:00.000Z', fee: { amount: 900, status: 'due' } }));

  it('English: what is held until when, and the two ways to finish through the link', () => {
    const mail = held('en');
    expect(mail.subject).toBe('Held until Sunday 29 November 2026 at 9:15 am: finish booking ASH-TEST-0001');
    expect(mail.text).toContain('until Sunday 29 November 2026 at 9:15 am (India time) while you pay ₹900 online. It is not booked yet.');
    expect(mail.text).toContain('open https://www.ashrayahospital.in/appoinment/manage/abc and choose one:');
    expect(mail.text).toContain('Pay at the hospital instead');
    expect(mail.text).not.toContain('to be paid at the hospital');
    expect(mail.html).toContain('Pay now, or pay at the hospital');
    expect(mail.ics).toBe('');
  });

  it('Telugu and Hindi: in their own words, with the time in their own way', () => {
    const te = held('te');
    expect(te.subject).toMatch(/^29, నవంబర్ 2026.*9:15.* వరకు ఉంచాం: ASH-TEST-0001 బుకింగ్ పూర్తి చేయండి$/);
    expect(te.text).toContain('ఇది ఇంకా బుక్ కాలేదు.');
    expect(te.text).toContain('బదులుగా ఆసుపత్రిలో చెల్లించండి');
    expect(te.text).not.toMatch(/Pay now|held/);
    const hi = held('hi');
    expect(hi.subject).toMatch(/तक रोका गया: ASH-TEST-0001 की बुकिंग पूरी करें$/);
    expect(hi.text).toContain('यह अभी बुक नहीं हुआ है।');
    expect(hi.text).toContain('इसके बजाय अस्पताल में भुगतान करें');
    expect(hi.text).not.toMatch(/Pay now|held/);
  });
});
