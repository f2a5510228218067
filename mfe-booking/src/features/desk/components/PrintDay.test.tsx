import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import type { DeskAppointmentRow } from '@hospital/booking-contract';
import { deskRow } from '../data/desk-row.testing';
import { PrintDay } from './PrintDay';

const row = (overrides: Partial<DeskAppointmentRow>) =>
  deskRow({ fullName: 'Ravi Teja', age: 46, gender: 'Male', service: 'Women & Child Care', message: '', ...overrides });

describe('the printed day', () => {
  it('names a minor’s parent or guardian beside the patient, and nobody’s for an adult', () => {
    render(
      <PrintDay
        date="2026-12-01"
        appointments={[
          row({}),
          row({
            reference: 'ASH-BABY-0007',
            time: '11:00',
            fullName: 'బేబీ లక్ష్మి',
            age: 0,
            ageMonths: 7,
            gender: 'Female',
            guardianName: 'శ్రావణి గౌడ్',
          }),
        ]}
      />,
    );
    const [, adult, baby] = screen.getAllByRole('row', { hidden: true });
    expect(within(adult!).getAllByRole('cell', { hidden: true })[1]).toHaveTextContent(/^Ravi Teja \(46, Male\)$/);
    expect(within(baby!).getAllByRole('cell', { hidden: true })[1]).toHaveTextContent(
      /^బేబీ లక్ష్మి \(7 months, Female; parent or guardian శ్రావణి గౌడ్\)$/,
    );
    expect(within(baby!).getByText('శ్రావణి గౌడ్')).toHaveAttribute('lang', 'te');
  });
});
