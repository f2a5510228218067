import { deskRow } from './desk-row.testing';
import { groupAppointments } from './day-view';
import { indiaInstant, nameLanguage, readableDay, shortDay } from './patient';

const row = (reference: string, doctor: string, time: string) => deskRow({ reference, doctor, doctorName: doctor, time, actions: [] });

describe('the desk day', () => {
  it('groups by doctor, each group in time order', () => {
    const groups = groupAppointments(
      [
        row('ASH-AAAA-0001', 'dr-karthik-varma', '11:00'),
        row('ASH-AAAA-0002', 'dr-anitha-raghavan', '10:00'),
        row('ASH-AAAA-0003', 'dr-karthik-varma', '09:30'),
      ],
      'doctor',
    );
    expect(groups.map((g) => [g.title, g.items.map((a) => a.reference)])).toEqual([
      ['Dr. Anitha Raghavan', ['ASH-AAAA-0002']],
      ['Dr. Karthik Varma', ['ASH-AAAA-0003', 'ASH-AAAA-0001']],
    ]);
  });
});

describe('how the desk writes an appointment', () => {
  it('tags a name by its script, so its font and a screen reader follow it', () => {
    expect(nameLanguage('శ్రీనివాస రావు')).toBe('te');
    expect(nameLanguage('सुनीता शर्मा')).toBe('hi');
    expect(nameLanguage('Sūrya Teja')).toBeUndefined();
  });

  it('writes dates as a receptionist reads them, and instants in India time', () => {
    expect(readableDay('2026-11-27')).toBe('Fri, 27 Nov 2026');
    expect(indiaInstant('2026-11-27T08:35:00.000Z')).toBe('27 Nov 2026, 14:05 IST');
  });

  it('writes a notice’s date as people read it, the year only when it is not this year’s', () => {
    expect(shortDay('2026-11-29', '2026-11-29')).toBe('Sun, 29 Nov');
    expect(shortDay('2027-01-01', '2026-11-29')).toBe('Fri, 1 Jan 2027');
  });
});
