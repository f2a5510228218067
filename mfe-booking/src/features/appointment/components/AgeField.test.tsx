import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@hospital/i18n';
import { todayIn, type AppointmentPayload } from '@hospital/booking-contract';
import { loadCommonLanguage } from '@hospital/hospital-data';
import { catalog } from '../../../i18n/catalog';
import { EMPTY_APPOINTMENT, type AppointmentField } from '../data/form-defaults';
import { useAppointmentForm } from '../hooks/useAppointmentForm';
import { AgeField } from './AgeField';

const future = (() => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 10)).toISOString().slice(0, 10);
})();

/** Every field but the age already valid (a child's guardian too): the age field alone decides what is sent. */
const FILLED = {
  ...EMPTY_APPOINTMENT,
  fullName: 'Baby of Sravani Goud',
  guardianName: 'Sravani Goud',
  gender: 'Female',
  email: 'sravani@example.in',
  phone: '9876543210',
  address: 'Kompally, Hyderabad',
  service: 'Women & Child Care',
  preferredDate: future,
  preferredTime: '09:30',
  paymentMethod: 'pay_at_hospital',
};

function Form({ onValid }: { onValid: (payload: AppointmentPayload) => Promise<boolean> }) {
  const { values, errors, field, onSubmit } = useAppointmentForm(onValid, FILLED);
  const control = (name: AppointmentField, describedBy: string | undefined) => ({
    id: `f-${name}`,
    'aria-describedby': describedBy,
    'aria-invalid': errors[name] ? true : undefined,
    ...field(name),
  });
  return (
    <form aria-label="Book" noValidate onSubmit={onSubmit}>
      <AgeField idOf={(name) => `f-${name}`} control={control} age={values.age} errors={errors} />
      <button type="submit">Book</button>
    </form>
  );
}

const sent = () => {
  const onValid = jest.fn(async (_payload: AppointmentPayload) => true);
  return onValid;
};

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

describe('the age field', () => {
  it('takes an age in years, hinted, and sends no months', async () => {
    const user = userEvent.setup();
    const onValid = sent();
    render(<Form onValid={onValid} />);
    const age = screen.getByLabelText(/^Age/);
    expect(age).toHaveAccessibleDescription('In years. For a baby under one year, enter 0, then the months.');
    await user.type(age, '34');
    expect(screen.queryByLabelText(/Age in months/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ age: 34 });
    expect(onValid.mock.calls[0]?.[0]).not.toHaveProperty('ageMonths');
  });

  it('asks a baby’s months at 0 years: refuses none or 12 with the focus on them, then sends age 0 and 7 months', async () => {
    const user = userEvent.setup();
    const onValid = sent();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText(/^Age(?! in)/), '0');
    const months = screen.getByLabelText(/Age in months/);
    expect(months).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(months).toHaveFocus());
    expect(months).toHaveAccessibleDescription(/Please enter the baby's age in months \(0 to 11\)/);
    await user.type(months, '12');
    expect(months).toHaveAccessibleDescription(/Please enter the baby's age in months \(0 to 11\)/);
    await user.clear(months);
    await user.type(months, '7');
    expect(months).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ age: 0, ageMonths: 7 });
  });

  it('changing 0 years to an age in years drops the months from what is sent', async () => {
    const user = userEvent.setup();
    const onValid = sent();
    render(<Form onValid={onValid} />);
    const age = screen.getByLabelText(/^Age(?! in)/);
    await user.type(age, '0');
    await user.type(screen.getByLabelText(/Age in months/), '5');
    await user.clear(age);
    await user.type(age, '2');
    expect(screen.queryByLabelText(/Age in months/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ age: 2 });
    expect(onValid.mock.calls[0]?.[0]).not.toHaveProperty('ageMonths');
  });

  it.each([
    ['te', 'వయస్సు (నెలల్లో)', 'దయచేసి శిశువు వయస్సును నెలల్లో నమోదు చేయండి (0 నుండి 11)'],
    ['hi', 'उम्र (महीनों में)', 'कृपया शिशु की उम्र महीनों में दर्ज करें (0 से 11)'],
  ] as const)('speaks %s: the months field’s label and refusal', async (language, label, refusal) => {
    await Promise.all([catalog.loadLanguage(language), loadCommonLanguage(language)]);
    act(() => activateLanguage(language, `${language}-IN`));
    const user = userEvent.setup();
    render(<Form onValid={sent()} />);
    await user.type(screen.getByRole('spinbutton'), '0');
    const months = screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
    await user.type(months, '15');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(months).toHaveAccessibleDescription(new RegExp(refusal.replace(/[()]/g, '\\$&'))));
  });
});
