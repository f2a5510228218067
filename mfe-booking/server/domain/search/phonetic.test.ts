import fc from 'fast-check';
import { MAX_KEY_LENGTH, phoneticKey } from './phonetic';
import { parseSearch } from './query';
import { nameWords, searchTermsOf } from './terms';

describe('the phonetic key of a name word', () => {
  it.each([
    ['Sai', 'Saai', 'సాయి'],
    ['Kiran', 'కిరణ్'],
    ['Reddy', 'Reddi', 'రెడ్డి'],
    ['Rajesh', 'राजेश'],
    ['Kumar', 'कुमार'],
    ['Sharma', 'शर्मा'],
    ['Nageswara', 'Nageshwara', 'Nageswar', 'నాగేశ్వర'],
    ['Rao', 'రావు'],
    ['Lakshmi', 'Laxmi', 'లక్ష్మి', 'लक्ष्मी'],
    ['Srinivas', 'Shrinivas', 'Sreenivas', 'Srinivasa', 'శ్రీనివాస్', 'శ్రీనివాస'],
    ['Venkatesh', 'వెంకటేశ్', 'వెంకటేష్'],
    ['Naidu', 'నాయుడు'],
    ['Chowdary', 'Choudary', 'చౌదరి'],
    ['Krishna', 'కృష్ణ', 'कृष्ण'],
    ['Sampath', 'సంపత్'],
    ['Swathi', 'Swati', 'స్వాతి'],
    ['Pandey', 'पांडे'],
    ['Sunita', 'Sunitha', 'सुनीता'],
    ['Kavita', 'Kavitha', 'कविता'],
    ['Deepa', 'దీప'],
    ['Harish', 'హరీష్'],
  ])('is one for %s and its other spellings', (...spellings: string[]) => {
    const keys = spellings.map((word) => phoneticKey(nameWords(word)[0] ?? ''));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).not.toBe('');
  });

  it('tells different names apart', () => {
    const keys = ['Sai', 'Rajesh', 'Ramesh', 'Suresh', 'Lakshmi', 'Latha', 'Ravi', 'Rao', 'Priya', 'Padma'].map(phoneticKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is lower-case Latin letters, at most MAX_KEY_LENGTH, for any text, and never throws', () => {
    const indic = fc.string({ unit: fc.integer({ min: 0x0900, max: 0x0c7f }).map((c) => String.fromCodePoint(c)), maxLength: 200 });
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 500 }), fc.string({ unit: 'binary', maxLength: 200 }), indic), (text) => {
        const key = phoneticKey(text);
        expect(key).toMatch(/^[a-z]*$/);
        expect(key.length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
        expect(phoneticKey(text)).toBe(key);
      }),
    );
  });
});

describe('the terms and queries by sound', () => {
  it('writes each name word’s key beside the word', () => {
    expect(searchTermsOf({ fullName: 'సాయి కిరణ్ రెడ్డి', phone: '', whatsapp: '' })).toEqual(
      expect.arrayContaining(['k:sai', 'k:kiran', 'k:redi']),
    );
  });

  it('asks by sound for every word, and not for a start too short to narrow anything', () => {
    const query = parseSearch('Nageshwara Rao');
    expect(query).toMatchObject({ kind: 'name', sounds: [{ from: 'k:nagesvar' }, { from: 'k:rau' }] });
    expect(parseSearch('Ra')).toMatchObject({ kind: 'name', sounds: null });
  });
});
