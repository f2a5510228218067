import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatMessage } from './format';

const write = (icu: string, values?: Record<string, string | number>, locale?: string) =>
  formatMessage(compileMessage(icu), values, locale);

describe('writing out a compiled message', () => {
  it('fills placeholders and leaves plain text as it is', () => {
    expect(write('Hello {name}, see you at {time}.', { name: 'Asha', time: '9:30 am' })).toBe('Hello Asha, see you at 9:30 am.');
    expect(write('Plain words')).toBe('Plain words');
    expect(write('Missing {name}')).toBe('Missing ');
  });

  it('chooses the plural form of the language, an exact number first, and writes # as the number', () => {
    const slots = '{count, plural, =0 {No free times} one {# free time} other {# free times}}';
    expect(write(slots, { count: 0 })).toBe('No free times');
    expect(write(slots, { count: 1 })).toBe('1 free time');
    expect(write(slots, { count: 1200 })).toBe('1,200 free times');
    expect(write('{count, plural, one {# ఖాళీ సమయం} other {# ఖాళీ సమయాలు}}', { count: 3 }, 'te-IN')).toBe('3 ఖాళీ సమయాలు');
    expect(write('{n, plural, one {# at {place}} other {# at {place}}}', { n: 2, place: 'Kompally' })).toBe('2 at Kompally');
  });

  it('selects a branch, ordinal plurals and numbers', () => {
    expect(write('{who, select, doctor {The doctor} other {Someone}} called', { who: 'doctor' })).toBe('The doctor called');
    expect(write('{who, select, doctor {The doctor} other {Someone}} called', { who: 'nurse' })).toBe('Someone called');
    expect(write('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} visit', { n: 2 })).toBe('2nd visit');
    expect(write('{amount, number} readings', { amount: 60000 }, 'hi-IN')).toBe('60,000 readings');
  });
});
