import fc from 'fast-check';
import { createAppointmentSchema } from './schema';
import { loadAllBookingMessages } from './i18n';
import { nameProblem } from './names';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
/** The letters and marks of a block (its unassigned points left out). */
const lettersIn = (from: number, to: number) => range(from, to).filter((c) => /[\p{L}\p{M}]/u.test(c));
// Letters and marks of each script (Telugu and Devanagari blocks: letters, vowel signs, viramas), with the
// punctuation names use.
const LATIN = [...range(0x41, 0x5a), ...range(0x61, 0x7a), ...range(0xc0, 0xd6), ...range(0xd8, 0xf6), '\u0301', '\u0308'];
const TELUGU = lettersIn(0x0c00, 0x0c7f);
const DEVANAGARI = lettersIn(0x0900, 0x097f);
const PUNCTUATION = [' ', '.', '-', "'", '’', '\u200c', '\u200d'];
const nameOf = (letters: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...letters.filter((c) => /\p{L}/u.test(c))),
      fc.array(fc.constantFrom(...letters, ...PUNCTUATION), { maxLength: 60 }),
    )
    .map(([first, rest]) => (first + rest.join('')).trim());

const CONTROL = [...range(0, 0x1f), ...range(0x7f, 0x9f)];
const BIDI = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
const anyName = fc.oneof(nameOf(LATIN), nameOf(TELUGU), nameOf(DEVANAGARI));

describe('a person’s name', () => {
  it('accepts any name of letters, marks, spaces and name punctuation in Latin, Telugu or Devanagari', () => {
    fc.assert(fc.property(anyName, (name) => nameProblem(name) === null));
    for (const name of ['Lakshmi Devi', 'K.Ramesh', 'Dr. Rao', 'O’Brien-Smith', "D'Souza", 'సాయి కిరణ్', 'श्रीनिवास राव', 'José Ñúñez'])
      expect([name, nameProblem(name)]).toEqual([name, null]);
  });

  it('refuses any name with a control character, a bidirectional control, or an address in it', () => {
    const split = fc.tuple(anyName, anyName);
    fc.assert(fc.property(split, fc.constantFrom(...CONTROL, ...BIDI), ([a, b], bad) => nameProblem(`${a}${bad}${b}`) !== null));
    const address = fc.constantFrom(
      'https://evil.example/pay-now',
      'http://x.in',
      'www.evil',
      'pay.example/now',
      'evil.com',
      'me@mail.in',
      'javascript://x',
    );
    fc.assert(fc.property(split, address, ([a, b], url) => nameProblem(`${a} ${url} ${b}`) === 'nameAddress'));
  });

  it('refuses a name of invisible characters only', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 20 }),
        (chars) => nameProblem(chars.join('')) !== null,
      ),
    );
  });
});

describe('the booking form and API, for the name', () => {
  beforeAll(() => loadAllBookingMessages());
  const schema = createAppointmentSchema();
  const issue = (fullName: string, language: string) =>
    schema.safeParse({ fullName }, language).error?.issues.find((i) => i.path[0] === 'fullName')?.message;

  it('says what is wrong in the patient’s language', () => {
    expect(issue('Please pay at https://evil.example/pay-now', 'en')).toBe('Please enter only the name, without a web or e-mail address');
    expect(issue('Ravi\u202eTeja', 'en')).toBe('A name can have only letters, spaces, dots, hyphens and apostrophes');
    expect(issue('Ravi\r\nBcc: x', 'en')).toBe('A name can have only letters, spaces, dots, hyphens and apostrophes');
    expect(issue('\u200d\u200c', 'en')).toBe('Please enter your full name');
    expect(issue('www.evil.example', 'te')).toBe('దయచేసి పేరు మాత్రమే నమోదు చేయండి, వెబ్ లేదా ఈమెయిల్ చిరునామా వద్దు');
    expect(issue('Ravi\u0000', 'hi')).toBe('नाम में केवल अक्षर, खाली जगह, बिंदु, हाइफ़न और अपॉस्ट्रॉफ़ी हो सकते हैं');
    expect(issue('సాయి కిరణ్', 'te')).toBeUndefined();
  });
});
