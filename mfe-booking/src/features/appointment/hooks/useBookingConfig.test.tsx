import { renderHook, waitFor } from '@testing-library/react';
import { forgetBookingConfig, loadBookingConfig, useBookingConfig } from './useBookingConfig';

const answer = (body: unknown, ok = true) => ({ ok, status: ok ? 200 : 503, json: async () => body });
const fetchMock = jest.fn();
beforeEach(() => {
  forgetBookingConfig();
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

describe('what the booking service does', () => {
  it("fetched ahead (with the page's code), is there from the form's first render, with one request", async () => {
    fetchMock.mockResolvedValue(answer({ success: true, whatsappReminders: true, manageCutoffMinutes: 90 }));
    await loadBookingConfig();
    const { result } = renderHook(() => useBookingConfig());
    // An API from before online payment: no gateway, no fees.
    expect(result.current).toEqual({
      success: true,
      whatsappReminders: true,
      manageCutoffMinutes: 90,
      onlinePayment: false,
      fees: {},
      paymentHoldMinutes: 15,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the gateway, fees and hold as the API says them, and only whole, positive fees', async () => {
    fetchMock.mockResolvedValue(
      answer({
        success: true,
        whatsappReminders: false,
        manageCutoffMinutes: 120,
        onlinePayment: true,
        fees: { 'dr-a': 700, 'dr-b': '900', 'dr-c': -5 },
        paymentHoldMinutes: 20,
      }),
    );
    expect(await loadBookingConfig()).toMatchObject({ onlinePayment: true, fees: { 'dr-a': 700 }, paymentHoldMinutes: 20 });
  });

  it('stays cautious for each setting the answer gives in a shape its schema does not allow', async () => {
    fetchMock.mockResolvedValue(
      answer({
        success: true,
        whatsappReminders: 'yes',
        manageCutoffMinutes: 1.5,
        onlinePayment: true,
        fees: { 'dr-a': 700 },
        paymentHoldMinutes: '20',
      }),
    );
    expect(await loadBookingConfig()).toEqual({
      success: true,
      whatsappReminders: false,
      manageCutoffMinutes: 120,
      onlinePayment: true,
      fees: { 'dr-a': 700 },
      paymentHoldMinutes: 15,
    });
  });

  it('promises nothing until the answer comes, and asks again after a failure', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(answer({ success: true, whatsappReminders: true, manageCutoffMinutes: 120 }));
    const first = renderHook(() => useBookingConfig());
    expect(first.result.current.whatsappReminders).toBe(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(first.result.current.whatsappReminders).toBe(false);
    const second = renderHook(() => useBookingConfig());
    await waitFor(() => expect(second.result.current.whatsappReminders).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
