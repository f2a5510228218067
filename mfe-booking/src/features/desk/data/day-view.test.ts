import type { DeskAppointmentRow } from '@hospital/shared-types';
import { matches } from './day-view';

const row = (reference: string, phone: string, status = 'booked'): DeskAppointmentRow => ({
  reference,
  fullName: 'Lakshmi Reddy',
  age: 44,
  gender: 'Female',
  phone,
  email: 'lakshmi@example.in',
  service: 'Cardiology & Heart Care',
  doctor: 'dr-example',
  date: '2026-12-01',
  time: '10:30',
  status,
  message: '',
  createdAt: '2026-11-30T04:00:00.000Z',
  extra: false,
  whatsapp: phone,
  address: 'Kompally, Hyderabad',
  doctorName: 'Dr. Example',
  channel: 'online',
  language: 'en',
  paymentMethod: 'pay_at_hospital',
  fee: 900,
  payment: { state: 'unpaid', fee: 900, paid: null, refund: null },
  actions: [],
});

const find = (search: string, status = '') => ({ search, status });

describe('finding an appointment on the desk day', () => {
  it('a whole reference finds that booking, not a patient whose phone holds the same digits', () => {
    const searched = row('ASH-2K7Q-8M4X', '9811111111');
    const phoneWithThoseDigits = row('ASH-PYCB-RZJ9', '9902784555');
    expect(matches(searched, find('ASH-2K7Q-8M4X'))).toBe(true);
    expect(matches(phoneWithThoseDigits, find('ASH-2K7Q-8M4X'))).toBe(false);
    expect(matches(phoneWithThoseDigits, find('2k7q'))).toBe(false);
  });

  it('a phone finds its booking however it is written, from three digits on', () => {
    const booked = row('ASH-PYCB-RZJ9', '9902784555');
    expect(matches(booked, find('+91 99027 84555'))).toBe(true);
    expect(matches(booked, find('(990) 278-4555'))).toBe(true);
    expect(matches(booked, find('555'))).toBe(true);
    expect(matches(booked, find('55'))).toBe(false);
    expect(matches(booked, find('9811111111'))).toBe(false);
  });

  it('digits alone may be part of a reference too', () => {
    expect(matches(row('ASH-7K3Q-9XPD', '9811111111'), find('7'))).toBe(true);
    expect(matches(row('ASH-K731-9XPD', '9800000000'), find('731'))).toBe(true);
  });

  it('a status narrows the list, and an empty search keeps every row', () => {
    expect(matches(row('ASH-AAAA-BBBB', '9811111111', 'cancelled'), find('', 'booked'))).toBe(false);
    expect(matches(row('ASH-AAAA-BBBB', '9811111111'), find('  '))).toBe(true);
  });
});
