import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hospital/router/testing';
import type { DeskAppointmentRow } from '@hospital/booking-contract';
import { deskRow } from '../data/desk-row.testing';
import { AppointmentTable } from './AppointmentTable';

const row = deskRow;

const renderRows = (appointments: DeskAppointmentRow[], onAction = jest.fn()) =>
  render(
    <MemoryRouter initialEntries={['/staff']}>
      <AppointmentTable caption="The day" appointments={appointments} besides="doctor" onAction={onAction} />
    </MemoryRouter>,
  );

describe('a row of the desk’s lists', () => {
  it('shows what the desk needs without opening the appointment: age, gender, phone, the message, payment, channel, language', () => {
    renderRows([
      row({}),
      row({
        reference: 'ASH-WX98-YZ76',
        fullName: 'శ్రీనివాస రావు',
        age: 61,
        gender: 'Male',
        message: '',
        channel: 'walk_in',
        extra: true,
        language: 'te',
        paymentMethod: 'pay_now',
        status: 'checked_in',
        actions: ['complete'],
        payment: {
          state: 'paid',
          fee: 900,
          paid: { amount: 900, via: 'online', paymentId: 'pay_Q1w2E3r4T5y6U7', method: 'upi', at: '2026-11-27T04:35:00.000Z' },
          refund: null,
        },
      }),
    ]);
    const online = screen.getByRole('row', { name: /ASH-AB12-CD34/ });
    expect(online).toHaveTextContent('34 · Female · 9876543210');
    expect(online).toHaveTextContent('“Chest pain on exertion for a week”');
    for (const label of ['Online', 'Pay at hospital', 'Not paid: ₹900 due at the hospital', 'English', 'Dr. Venkatesh Iyer', 'Booked'])
      expect(online).toHaveTextContent(label);
    expect(within(online).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');

    const walkIn = screen.getByRole('row', { name: /ASH-WX98-YZ76/ });
    expect(within(walkIn).getByText('శ్రీనివాస రావు')).toHaveAttribute('lang', 'te');
    for (const label of [
      '61 · Male',
      'Walk-in, extra beyond capacity',
      'Pay now',
      'Paid ₹900 online (UPI, pay_Q1w2E3r4T5y6U7)',
      'Telugu',
      'Checked in',
      'Extra',
    ])
      expect(walkIn).toHaveTextContent(label);
    expect(walkIn).not.toHaveTextContent('“');
  });

  it('shows a baby under one year’s age in months, and the parent or guardian to speak to', () => {
    renderRows([row({ reference: 'ASH-BABY-0007', fullName: 'బేబీ లక్ష్మి', age: 0, ageMonths: 7, guardianName: 'శ్రావణి గౌడ్' })]);
    const baby = screen.getByRole('row', { name: /ASH-BABY-0007/ });
    expect(baby).toHaveTextContent('7 months · Female · parent or guardian శ్రావణి గౌడ్ · 9876543210');
    expect(within(baby).getByText('శ్రావణి గౌడ్')).toHaveAttribute('lang', 'te');
  });

  it('offers only the actions the server allows now, each naming its appointment', async () => {
    const onAction = jest.fn();
    renderRows([row({ actions: ['confirm', 'cancel'] })], onAction);
    const buttons = within(screen.getByRole('row', { name: /ASH-AB12-CD34/ })).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Confirm ASH-AB12-CD34', 'Cancel ASH-AB12-CD34']);
    await userEvent.click(buttons[1]!);
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ reference: 'ASH-AB12-CD34' }), 'cancel');
  });

  it('an action not open yet says why on demand, in the words the API refuses it with', async () => {
    renderRows([
      row({
        actions: ['confirm', 'cancel'],
        notYet: [
          { action: 'complete', reason: 'Only a checked-in patient can be marked completed: check the patient in first.' },
          { action: 'check-in', reason: 'Check-in opens at 6:00 am, 45 minutes before the doctor’s first session.' },
        ],
      }),
    ]);
    const why = screen.getByRole('button', { name: 'Why not check in or complete? ASH-AB12-CD34' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Check-in opens at/)).not.toBeVisible();
    why.focus();
    await userEvent.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const reasons = document.getElementById(why.getAttribute('aria-controls') ?? '');
    expect(reasons).toBeVisible();
    expect(Array.from(reasons?.querySelectorAll('li') ?? []).map((li) => li.textContent)).toEqual([
      'Check in: Check-in opens at 6:00 am, 45 minutes before the doctor’s first session.',
      'Complete: Only a checked-in patient can be marked completed: check the patient in first.',
    ]);
  });
});
