import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TokenSlip } from './TokenSlip';

const SLIP = {
  number: 12,
  patient: 'Lakshmi Devi',
  reference: 'ASH-7K2M-Q9XB',
  doctorName: 'Dr. Karthik Varma',
  arrivedAt: '2026-11-29T04:05:00.000Z',
};

describe('the token slip', () => {
  it('shows the token under its heading, with the patient, doctor and arrival time in India', () => {
    render(<TokenSlip slip={SLIP} />);
    expect(screen.getByRole('heading', { name: 'Token 12' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Token 12' });
    expect(facts).toHaveTextContent('Lakshmi Devi');
    expect(facts).toHaveTextContent('Dr. Karthik Varma');
    expect(facts).toHaveTextContent('29 Nov 2026, 09:35 IST');
  });

  it('prints the slip alone: the page is marked while printing and unmarked after', async () => {
    const print = jest.fn(() => expect(document.body.dataset.print).toBe('token-slip'));
    Object.assign(window, { print });
    render(<TokenSlip slip={SLIP} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print token slip' }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.dataset.print).toBeUndefined();
  });
});
