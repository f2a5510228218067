import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@hospital/i18n';
import { loadAllBookingMessages, todayIn, type AppointmentPayload } from '@hospital/booking-contract';
import { loadCommonLanguage } from '@hospital/hospital-data';
import { catalog } from '../../../i18n/catalog';
import { EMPTY_APPOINTMENT, type AppointmentField } from '../data/form-defaults';
import { useAppointmentForm } from '../hooks/useAppointmentForm';
import { AgeField } from './AgeField';

const future = (() => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 10)).toISOString().slice(0, 10);
})();

/** Every field but the age and the guardian already valid. */
const FILLED = {
  ...EMPTY_APPOINTMENT,
  fullName: 'Ravi Teja',
  gender: 'Male',
  email: 'padma@example.in',
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

const sent = () => jest.fn(async (_payload: AppointmentPayload) => true);
const GUARDIAN = /^Parent's or guardian's name/;

beforeAll(() => loadAllBookingMessages());
afterEach(() => act(() => activateLanguage('en', 'en-IN')));

describe("a minor's parent or guardian on the form", () => {
  it('is not asked of an adult', async () => {
    const user = userEvent.setup();
    const onValid = sent();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText(/^Age/), '18');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.queryByLabelText(GUARDIAN)).not.toBeInTheDocument();
    expect(onValid.mock.calls[0]?.[0]).not.toHaveProperty('guardianName');
  });

  it('is asked under 18, refused when empty with the focus on it, kept through a change of age, and sent', async () => {
    const user = userEvent.setup();
    const onValid = sent();
    render(<Form onValid={onValid} />);
    const age = screen.getByLabelText(/^Age/);
    await user.type(age, '7');
    const guardian = await screen.findByLabelText(GUARDIAN);
    expect(guardian).toHaveAttribute('aria-required', 'true');
    expect(guardian).toHaveAccessibleDescription(/our e-mails and messages will be addressed to this person/);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(guardian).toHaveFocus());
    expect(guardian).toHaveAccessibleDescription(/Please enter a parent's or guardian's name/);
    expect(onValid).not.toHaveBeenCalled();

    await user.type(guardian, 'Padma Teja');
    expect(guardian).not.toHaveAttribute('aria-invalid');
    // An adult's age drops the field and what it held from what is sent; the child's age brings it back as typed.
    await user.clear(age);
    await user.type(age, '30');
    expect(screen.queryByLabelText(GUARDIAN)).not.toBeInTheDocument();
    await user.clear(age);
    await user.type(age, '7');
    expect(await screen.findByLabelText(GUARDIAN)).toHaveValue('Padma Teja');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ age: 7, guardianName: 'Padma Teja' });
  });

  it('is asked for a baby too', async () => {
    const user = userEvent.setup();
    render(<Form onValid={sent()} />);
    await user.type(screen.getByLabelText(/^Age/), '0');
    expect(await screen.findByLabelText(GUARDIAN)).toBeInTheDocument();
    expect(screen.getByLabelText(/Age in months/)).toBeInTheDocument();
  });

  it.each([
    ['te', 'తల్లిదండ్రులు లేదా సంరక్షకుల పేరు', 'దయచేసి తల్లిదండ్రులు లేదా సంరక్షకుల పేరు నమోదు చేయండి', 'రోగి వయస్సు 18 లోపు'],
    ['hi', 'माता-पिता या अभिभावक का नाम', 'कृपया माता-पिता या अभिभावक का नाम दर्ज करें', 'इन्हीं के नाम'],
  ] as const)('speaks %s: its label, hint and refusal', async (language, label, refusal, hint) => {
    await Promise.all([catalog.loadLanguage(language), loadCommonLanguage(language)]);
    act(() => activateLanguage(language, `${language}-IN`));
    const user = userEvent.setup();
    render(<Form onValid={sent()} />);
    await user.type(screen.getByRole('spinbutton'), '5');
    const guardian = await screen.findByLabelText(new RegExp(`^${label}`));
    expect(guardian).toHaveAccessibleDescription(new RegExp(hint));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(guardian).toHaveAccessibleDescription(new RegExp(refusal)));
  });
});
