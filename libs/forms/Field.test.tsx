import { render, screen } from '@testing-library/react';
import { Field, TextField, controlClass } from './index';

describe('Field', () => {
  it('ties hint and error to its control and marks required fields', () => {
    render(
      <Field id="phone" label="Phone" required hint="10 digits" error="Please enter a 10-digit phone number">
        {(describedBy) => <input id="phone" className={controlClass} aria-describedby={describedBy} />}
      </Field>,
    );
    const input = screen.getByLabelText(/Phone/);
    expect(input).toHaveAccessibleDescription('10 digits Please enter a 10-digit phone number');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says when a field is optional, only if asked', () => {
    const { rerender } = render(
      <Field id="w" label="WhatsApp number" markOptional="(optional)">
        {() => <input id="w" />}
      </Field>,
    );
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    rerender(
      <Field id="w" label="WhatsApp number">
        {() => <input id="w" />}
      </Field>,
    );
    expect(screen.queryByText('(optional)')).toBeNull();
  });
});

describe('TextField', () => {
  it('is a labelled input that reports its error', () => {
    render(<TextField id="email" label="E-mail" required error="Please enter a valid e-mail address" defaultValue="x" />);
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid e-mail address');
  });
});
