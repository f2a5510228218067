import { bookAppointment, OFFLINE_MESSAGE } from './book-appointment.resource';
import type { AppointmentPayload } from '@hospital/booking-contract';

const payload = { name: 'Asha' } as unknown as AppointmentPayload;

describe('booking without a network', () => {
  const fetchSpy = jest.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends nothing and says plainly that it cannot send', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const outcome = await bookAppointment(payload, { idempotencyKey: 'k' });
    expect(outcome).toEqual({ ok: false, problem: 'offline', message: OFFLINE_MESSAGE });
    expect(OFFLINE_MESSAGE).toMatch(/You are offline/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says the same when the connection drops while sending', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fetchSpy.mockImplementation(async () => {
      online.mockReturnValue(false);
      throw new TypeError('Failed to fetch');
    });
    expect(await bookAppointment(payload, { idempotencyKey: 'k' })).toEqual({ ok: false, problem: 'offline', message: OFFLINE_MESSAGE });
  });

  it('keeps the network message when the browser believes it is online', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await bookAppointment(payload, { idempotencyKey: 'k' });
    expect(outcome.ok).toBe(false);
    expect(outcome.ok === false && outcome.message).not.toBe(OFFLINE_MESSAGE);
  });
});

describe('a booking whose time was just taken', () => {
  const fetchSpy = jest.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => jest.restoreAllMocks());
  const doctors = [{ slug: 'dr-sneha-kulkarni', name: 'Dr. Sneha Kulkarni' }];
  const refused = (body: unknown) => fetchSpy.mockResolvedValue({ ok: false, status: 409, json: async () => body });

  it('offers the nearest free times the API named', async () => {
    const alternatives = [{ date: '2026-12-01', time: '10:15', doctors }];
    refused({ success: false, message: 'That time was just taken.', alternatives });
    expect(await bookAppointment(payload, { idempotencyKey: 'k' })).toEqual({
      ok: false,
      status: 409,
      message: 'That time was just taken.',
      alternatives,
    });
  });

  it('offers none when they break their schema, and still says why', async () => {
    refused({ success: false, message: 'That time was just taken.', alternatives: [{ date: '2026-12-01', time: 'soon', doctors }] });
    expect(await bookAppointment(payload, { idempotencyKey: 'k' })).toEqual({
      ok: false,
      status: 409,
      message: 'That time was just taken.',
    });
  });
});
