import { DEPARTMENT_NAMES } from '@hospital/hospital-data';
import { emptyContact, validateContact, validateField } from './validation';

describe('contact validation', () => {
  it('requires every field', () => {
    expect(Object.keys(validateContact(emptyContact)).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject']);
  });

  it('accepts a name of letters and spaces only', () => {
    expect(validateField('name', 'Anjali Sharma')).toBeUndefined();
    expect(validateField('name', 'Ravi')).toBeUndefined();
    expect(validateField('name', 'Ravi 2')).toMatch(/only letters and spaces/);
    expect(validateField('name', 'Ravi.K')).toMatch(/only letters and spaces/);
    // A name written in the visitor's own script is letters too.
    expect(validateField('name', 'అంజలి శర్మ')).toBeUndefined();
    expect(validateField('name', 'अंजलि शर्मा')).toBeUndefined();
    expect(validateField('name', 'రవి 2')).toMatch(/only letters and spaces/);
    expect(validateField('name', 'रवि@')).toMatch(/only letters and spaces/);
    expect(validateField('name', '   ')).toMatch(/enter your name/);
  });

  it('accepts a valid e-mail address only', () => {
    expect(validateField('email', 'anjali@example.in')).toBeUndefined();
    expect(validateField('email', 'anjali@example')).toMatch(/valid e-mail/);
    expect(validateField('email', 'anjali example.in')).toMatch(/valid e-mail/);
    expect(validateField('email', '')).toMatch(/enter your e-mail/);
  });

  it('accepts 10 digits with an optional +91', () => {
    expect(validateField('phone', '9848022446')).toBeUndefined();
    expect(validateField('phone', '+919848022446')).toBeUndefined();
    expect(validateField('phone', '+91 98480 22446')).toBeUndefined();
    expect(validateField('phone', '984802244')).toMatch(/10-digit/);
    expect(validateField('phone', '98480224461')).toMatch(/10-digit/);
    expect(validateField('phone', '+1 9848022446')).toMatch(/10-digit/);
    expect(validateField('phone', '98480abcde')).toMatch(/10-digit/);
    expect(validateField('phone', '')).toMatch(/enter your phone/);
  });

  it('accepts one of the six department names as subject', () => {
    for (const name of DEPARTMENT_NAMES) expect(validateField('subject', name)).toBeUndefined();
    expect(validateField('subject', 'Dermatology')).toMatch(/one of our departments/);
    expect(validateField('subject', '')).toMatch(/choose a department/);
  });

  it('requires a message that is more than spaces', () => {
    expect(validateField('message', 'When is the cardiologist available?')).toBeUndefined();
    expect(validateField('message', '  ')).toMatch(/write your message/);
  });

  it('finds no error in a complete, valid form', () => {
    expect(
      validateContact({
        name: 'Anjali Sharma',
        email: 'anjali@example.in',
        phone: '+91 98480 22446',
        subject: DEPARTMENT_NAMES[0]!,
        message: 'Please call me back about the heart check-up.',
      }),
    ).toEqual({});
  });
});
