import { hasErrors, isEmail, tenDigitPhone } from './validators';

describe('isEmail', () => {
  it.each(['name@example.com', 'first.last+tag@mail.example.co.in', '  padded@example.org  ', "o'brien@example.ie"])(
    'accepts %s',
    (value) => {
      expect(isEmail(value)).toBe(true);
    },
  );
  it.each([
    '',
    'name',
    'name@',
    '@example.com',
    'name@example',
    'name@example.c',
    'two words@example.com',
    'name@@example.com',
    'name@.example.com',
  ])('refuses %s', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('tenDigitPhone', () => {
  it.each([
    ['9848011122', '9848011122'],
    ['98480 11122', '9848011122'],
    ['+91 98480 11122', '9848011122'],
    ['+919848011122', '9848011122'],
    ['919848011122', '9848011122'],
    ['09848011122', '9848011122'],
    ['040-2345-6789', '4023456789'],
    ['(040) 2345 678', '0402345678'],
  ])('reads %s as %s', (value, digits) => {
    expect(tenDigitPhone(value)).toBe(digits);
  });
  it.each(['', '12345', '98480111221', '+1 98480 11122', 'ninety', '98480-1112a', '+91 98480 1112'])('refuses %s', (value) => {
    expect(tenDigitPhone(value)).toBeNull();
  });
});

describe('hasErrors', () => {
  it('is true only when a message is present', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
    expect(hasErrors({ name: 'Please enter your name.' })).toBe(true);
  });
});
