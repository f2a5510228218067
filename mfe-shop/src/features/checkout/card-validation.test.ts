import { site } from '@hospital/hospital-data';
import { DEMO_ACCOUNTS, DEMO_CARD, EMPTY_CARD, cardOutcome, validateCard } from './card-validation';

const now = new Date('2026-06-15T12:00:00Z');

describe('card form validation', () => {
  it('accepts the prefilled demo values and orders for the user account', () => {
    expect(validateCard(DEMO_CARD, now)).toEqual({});
    expect(cardOutcome(DEMO_CARD, now)).toEqual({ kind: 'ordered' });
  });

  it('flags every empty field with its own message', () => {
    const errors = validateCard(EMPTY_CARD, now);
    expect(Object.keys(errors).sort()).toEqual(['card_holder', 'card_number', 'cvv', 'email', 'expire_date']);
    expect(cardOutcome(EMPTY_CARD, now).kind).toBe('invalid');
  });

  it('checks formats: e-mail, holder name, number, CVV, expiry', () => {
    const errors = validateCard({ email: 'user@', card_holder: '42', card_number: '1234', cvv: '12', expire_date: '13/30' }, now);
    expect(errors.email).toMatch(/valid e-mail/);
    expect(errors.card_holder).toMatch(/letters/);
    expect(errors.card_number).toMatch(/12 to 19 digits/);
    expect(errors.cvv).toMatch(/3 or 4 digits/);
    expect(errors.expire_date).toMatch(/MM\/YY/);
  });

  it('refuses a card whose expiry month has passed, accepts the current month', () => {
    expect(validateCard({ ...DEMO_CARD, expire_date: '05/26' }, now).expire_date).toBe('This card has expired.');
    expect(validateCard({ ...DEMO_CARD, expire_date: '06/26' }, now).expire_date).toBeUndefined();
  });

  it('an e-mail not starting with "user" is an unknown account', () => {
    expect(cardOutcome({ ...DEMO_CARD, email: DEMO_ACCOUNTS.vendor }, now)).toEqual({ kind: 'unknown-user' });
    expect(cardOutcome({ ...DEMO_CARD, email: 'USER.two@example.com' }, now)).toEqual({ kind: 'ordered' });
  });

  it('the demo accounts use the hospital’s own domain', () => {
    const domain = site.email.split('@')[1];
    expect(Object.values(DEMO_ACCOUNTS)).toEqual([`user@${domain}`, `vendor@${domain}`, `admin@${domain}`]);
  });
});
