import { activateLanguage } from '@hospital/i18n';
import { t } from '../../../i18n/form/catalog';
import { catalog } from '../../../i18n/catalog';
import { appointmentIcs } from './ics';
import { calendarWords, type CalendarSubject } from './calendar-words';

/** A file as the page makes it, in the language active now. */
const pageFile = (subject: CalendarSubject, slot: { date: string; time: string; durationMinutes?: number }, now?: Date) =>
  appointmentIcs({ appointmentId: subject.appointmentId, ...slot }, calendarWords(t, subject), now);

const ics = pageFile(
  { appointmentId: 'ASH-7K3Q-9XPD', service: 'ENT (Ear, Nose & Throat) Care' },
  { date: '2026-12-31', time: '23:45', durationMinutes: 30 },
  new Date('2026-11-22T01:00:00Z'),
);

describe('the Add to calendar file', () => {
  it('is an RFC 5545 calendar with CRLF lines no longer than 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('places the event at the chosen time in Asia/Kolkata, with a time zone definition', () => {
    expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261231T234500');
    expect(ics).toContain('DTEND;TZID=Asia/Kolkata:20270101T001500');
    expect(ics).toContain('TZOFFSETTO:+0530');
    expect(ics).toContain('DTSTAMP:20261122T010000Z');
    // The e-mails' files carry the same UID (messages/render.test.ts): one event however many files are added.
    expect(ics).toContain('UID:ASH-7K3Q-9XPD@ashrayahospital.in\r\n');
  });

  it("names the booked doctor and lasts the slot's length", () => {
    const withDoctor = pageFile(
      { appointmentId: 'ASH-7K3Q-9XPD', service: 'Cardiology & Heart Care', doctor: 'Dr. Venkatesh Iyer' },
      { date: '2026-12-03', time: '17:20', durationMinutes: 20 },
    ).replace(/\r\n /g, '');
    expect(withDoctor).toContain('SUMMARY:Appointment: Dr. Venkatesh Iyer – Cardiology & Heart Care\\, Ashraya Hospital');
    expect(withDoctor).toContain('DTSTART;TZID=Asia/Kolkata:20261203T172000');
    expect(withDoctor).toContain('DTEND;TZID=Asia/Kolkata:20261203T174000');
  });

  it('names the hospital as organiser and reminds the day before', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/^ORGANIZER;CN="?Ashraya Multispeciality Hospital"?:mailto:care@ashrayahospital\.in$/m);
    expect(unfolded).toMatch(
      /BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Tomorrow: ENT .*\r\nTRIGGER:-PT24H\r\nEND:VALARM\r\nEND:VEVENT/,
    );
  });

  it('escapes commas in text values', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Appointment: ENT (Ear\\, Nose & Throat) Care\\, Ashraya Hospital');
  });

  it('states the fee and how it stands in the description', () => {
    const paid = pageFile(
      { appointmentId: 'ASH-7K3Q-9XPD', service: 'Cardiology & Heart Care', feeLine: 'Paid ₹900 online (payment pay_X1).' },
      { date: '2026-12-03', time: '17:20' },
    ).replace(/\r\n /g, '');
    expect(paid).toContain('DESCRIPTION:Reference ASH-7K3Q-9XPD. Paid ₹900 online (payment pay_X1). Please arrive 15 minutes early');
  });

  describe('in the patient’s language, as the e-mails’ files are', () => {
    afterEach(() => activateLanguage('en', 'en-IN'));
    /** A text value unfolded and unescaped, as a calendar shows it. */
    const value = (file: string, name: string) =>
      new RegExp(`^${name}:(.*)$`, 'm').exec(file.replace(/\r\n /g, ''))?.[1]?.replace(/\\([,;\\])/g, '$1');

    it.each([
      [
        'te',
        'అపాయింట్‌మెంట్: డా. వెంకటేష్ అయ్యర్ – గుండె వైద్యం, Ashraya Hospital',
        /^రిఫరెన్స్ ASH-7K3Q-9XPD\. .*రిపోర్టులు.*సమయం మార్చడానికి .* కు కాల్ చేయండి\.$/,
        'రేపు: డా. వెంకటేష్ అయ్యర్ – గుండె వైద్యం, Ashraya Hospital',
      ],
      [
        'hi',
        'अपॉइंटमेंट: डॉ. वेंकटेश अय्यर – हृदय रोग, Ashraya Hospital',
        /^रेफ़रेंस ASH-7K3Q-9XPD। .*रिपोर्ट.*समय बदलने के लिए .* पर कॉल करें।$/,
        'कल: डॉ. वेंकटेश अय्यर – हृदय रोग, Ashraya Hospital',
      ],
    ] as const)('%s: summary, description and reminder, lines still within 75 octets', async (language, summary, description, alarm) => {
      await catalog.loadLanguage(language);
      activateLanguage(language, `${language}-IN`);
      const doctor = language === 'te' ? 'డా. వెంకటేష్ అయ్యర్' : 'डॉ. वेंकटेश अय्यर';
      const service = language === 'te' ? 'గుండె వైద్యం' : 'हृदय रोग';
      const file = pageFile({ appointmentId: 'ASH-7K3Q-9XPD', service, doctor }, { date: '2026-12-03', time: '17:20' });
      expect(value(file, 'SUMMARY')).toBe(summary);
      expect(value(file, 'DESCRIPTION')).toMatch(description);
      expect(file.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${alarm.replace(/,/g, '\\,')}\r\nTRIGGER:-PT24H`);
      expect(file).toContain('UID:ASH-7K3Q-9XPD@ashrayahospital.in\r\n');
      for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(file).not.toMatch(/Appointment:|Reference |Tomorrow|Please arrive/);
    });
  });
});
