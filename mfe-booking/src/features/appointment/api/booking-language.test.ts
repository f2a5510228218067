// The booking messages of the client in the page's language: what it sends (Accept-Language), its own network
// messages, and the form's validation.
import { act, renderHook, waitFor } from '@testing-library/react';
import { activateLanguage } from '@hospital/i18n';
import { BOOKING_MESSAGES, type AppointmentPayload } from '@hospital/booking-contract';
import { loadCommonLanguage, site } from '@hospital/hospital-data';
import { useAppointmentForm } from '../hooks/useAppointmentForm';
import { bookAppointment, OFFLINE_MESSAGE, offlineMessage } from './book-appointment.resource';
import { findAppointment } from './manage.resource';
import { fetchSlots } from './slots.resource';

const payload = { fullName: 'Asha' } as unknown as AppointmentPayload;
const fetchSpy = jest.fn();
const sentLanguage = () =>
  ((fetchSpy.mock.calls.at(-1)?.[1] as { headers?: Record<string, string> } | undefined)?.headers ?? {})['Accept-Language'];
/** What fetch resolves with (jsdom has no Response). */
const answer = (status: number, json: () => Promise<unknown>) => ({ ok: status >= 200 && status < 300, status, json });

beforeEach(() => {
  fetchSpy.mockReset();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  jest.restoreAllMocks();
  activateLanguage('en', 'en-IN');
});

const inLanguage = async (language: 'te' | 'hi') => {
  await loadCommonLanguage(language);
  activateLanguage(language, `${language}-IN`);
};

describe('in English (no language set)', () => {
  it('sends Accept-Language: en and keeps the English messages', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await bookAppointment(payload, { idempotencyKey: 'k' })).toEqual({
      ok: false,
      problem: 'network',
      message: BOOKING_MESSAGES.network,
    });
    expect(sentLanguage()).toBe('en');
    expect(offlineMessage('en')).toBe(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toContain(site.phoneDisplay);
  });
});

describe('in Telugu', () => {
  beforeEach(() => inLanguage('te'));

  it('asks the API for Telugu and shows its own network errors in Telugu', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await bookAppointment(payload, { idempotencyKey: 'k' });
    expect(sentLanguage()).toBe('te');
    expect(outcome).toEqual({ ok: false, problem: 'network', message: 'నెట్‌వర్క్ సమస్య వచ్చింది. దయచేసి మీ ఇంటర్నెట్ కనెక్షన్‌ను చూసి మళ్ళీ ప్రయత్నించండి.' });

    const slots = await fetchSlots({ service: 'Cardiology & Heart Care', date: '2026-12-02' }, new AbortController().signal);
    expect(sentLanguage()).toBe('te');
    expect(slots).toEqual({ ok: false, problem: 'network', message: 'ఖాళీ సమయాలను చూపించలేకపోయాము. దయచేసి మీ ఇంటర్నెట్ కనెక్షన్‌ను చూడండి.' });
  });

  it("shows the API's own (Telugu) answer as it came", async () => {
    fetchSpy.mockResolvedValue(answer(400, async () => ({ success: false, message: 'తెలుగు సమాధానం' })));
    expect(await bookAppointment(payload, { idempotencyKey: 'k' })).toEqual({ ok: false, status: 400, message: 'తెలుగు సమాధానం' });
  });

  it('says offline in Telugu, with the phone number', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const outcome = await bookAppointment(payload, { idempotencyKey: 'k' });
    expect(outcome.ok === false && outcome.message).toMatch(/^మీరు ఆఫ్‌లైన్‌లో ఉన్నారు/);
    expect(outcome.ok === false && outcome.message).toContain(site.phoneDisplay);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('validates the form in Telugu', async () => {
    const { result } = renderHook(() => useAppointmentForm(async () => true));
    await act(async () => {
      await result.current.onSubmit({ preventDefault: () => undefined });
    });
    await waitFor(() => expect(result.current.errors.fullName).toBe('దయచేసి మీ పూర్తి పేరును నమోదు చేయండి'));
    expect(result.current.errors.phone).toBe('దయచేసి 10 అంకెల ఫోన్ నంబర్‌ను నమోదు చేయండి');
    expect(Object.values(result.current.errors)).not.toContain(BOOKING_MESSAGES.phone);
  });
});

describe('in Hindi', () => {
  beforeEach(() => inLanguage('hi'));

  it('asks the manage API for Hindi and shows a failure in Hindi', async () => {
    fetchSpy.mockResolvedValue(answer(502, () => Promise.reject(new SyntaxError('not JSON'))));
    const outcome = await findAppointment({ reference: 'ASH-0000-0000', phone: '9848000000' });
    expect(sentLanguage()).toBe('hi');
    expect(outcome).toEqual({ ok: false, status: 502, problem: 'unavailable', message: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।' });
  });

  it('validates the form in Hindi', async () => {
    const { result } = renderHook(() => useAppointmentForm(async () => true));
    await act(async () => {
      await result.current.onSubmit({ preventDefault: () => undefined });
    });
    await waitFor(() => expect(result.current.errors.gender).toBe('कृपया लिंग चुनें'));
  });
});
