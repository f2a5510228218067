import { dayPeriod, slotsUrl } from './slots';

it('groups times into morning (before noon), afternoon (until 5 pm) and evening', () => {
  expect(['00:00', '08:00', '11:45'].map(dayPeriod)).toEqual(['Morning', 'Morning', 'Morning']);
  expect(['12:00', '16:45'].map(dayPeriod)).toEqual(['Afternoon', 'Afternoon']);
  expect(['17:00', '19:45'].map(dayPeriod)).toEqual(['Evening', 'Evening']);
});

it('builds the slots query with every parameter encoded', () => {
  expect(slotsUrl({ service: 'ENT (Ear, Nose & Throat) Care', date: '2026-12-01' })).toBe(
    '/api/appointments/slots?service=ENT+%28Ear%2C+Nose+%26+Throat%29+Care&date=2026-12-01',
  );
  expect(slotsUrl({ service: 'Women & Child Care', date: '2026-12-01', doctor: 'dr-sneha-kulkarni' })).toMatch(
    /&doctor=dr-sneha-kulkarni$/,
  );
});
