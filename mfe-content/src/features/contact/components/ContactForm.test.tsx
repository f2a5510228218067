import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEPARTMENT_NAMES } from '@hospital/hospital-data';
import { ContactForm } from './ContactForm';

// Typing through React state is slow on the shared machine; the default 5 s is too tight.
jest.setTimeout(20_000);

describe('ContactForm', () => {
  it('shows a field’s error when it loses focus and updates it while typing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    const name = screen.getByLabelText('Your name');
    await user.click(name);
    await user.tab();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    await user.type(name, 'Ravi 2');
    expect(screen.getByText('Your name can contain only letters and spaces.')).toBeInTheDocument();
    await user.type(name, '{backspace}{backspace}');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('lists every required error on an empty submit and focuses the first field', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const text of [
      'Please enter your name.',
      'Please enter your e-mail address.',
      'Please enter your phone number.',
      'Please choose a department.',
      'Please write your message.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Your name')).toHaveFocus();
  });

  it('clears the fields and thanks the visitor after a valid submit', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = jest.fn();
    Object.assign(globalThis, { fetch: fetchSpy });
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Your name'), 'Anjali Sharma');
    await user.type(screen.getByLabelText('E-mail address'), 'anjali@example.in');
    await user.type(screen.getByLabelText('Phone number'), '+919848022446');
    await user.selectOptions(screen.getByLabelText('Department'), DEPARTMENT_NAMES[3]!);
    await user.type(screen.getByLabelText('Your message'), 'Does the heart package include a TMT?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Thank you for writing to us/);
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Department')).toHaveValue('');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
