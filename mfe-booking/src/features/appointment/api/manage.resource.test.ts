import { rescheduleAppointment } from './manage.resource';

const fetchSpy = jest.fn();
beforeEach(() => {
  fetchSpy.mockReset();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
});
const doctors = [{ slug: 'dr-sneha-kulkarni', name: 'Dr. Sneha Kulkarni' }];
const refused = (body: unknown) => fetchSpy.mockResolvedValue({ ok: false, status: 409, json: async () => body });
const move = () => rescheduleAppointment('t'.repeat(43), { preferredDate: '2026-12-01', preferredTime: '10:00' });

describe('a move whose time was just taken', () => {
  it('offers the nearest free times the API named', async () => {
    const alternatives = [{ date: '2026-12-01', time: '10:15', doctors }];
    refused({ success: false, message: 'That time was just taken.', alternatives });
    expect(await move()).toEqual({ ok: false, status: 409, message: 'That time was just taken.', alternatives });
  });

  it('offers none when they break their schema, and still says why', async () => {
    refused({ success: false, message: 'That time was just taken.', alternatives: [{ date: '1 Dec', time: '10:15', doctors }] });
    expect(await move()).toEqual({ ok: false, status: 409, message: 'That time was just taken.' });
  });
});
