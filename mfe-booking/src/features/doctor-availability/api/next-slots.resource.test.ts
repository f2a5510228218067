import { PRIMED_FRESH_MS, forgetPrimedNextSlots, primeNextSlots, primedNextSlots } from './next-slots.resource';

const fetchMock = jest.fn();
beforeEach(() => {
  forgetPrimedNextSlots();
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});
const answer = (body: unknown, ok = true) => ({ ok, status: ok ? 200 : 503, json: async () => body });

describe('free times fetched ahead', () => {
  it('are asked for once while fresh, and no longer offered once older than a patient may trust', async () => {
    fetchMock.mockResolvedValue(answer({ success: true, doctor: {}, slots: [] }));
    primeNextSlots('dr-karthik-varma', 6, 1_000);
    primeNextSlots('dr-karthik-varma', 6, 2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/appointments/next-slots?doctor=dr-karthik-varma&limit=6',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await primedNextSlots('dr-karthik-varma', 6, 1_000)?.promise;
    expect(primedNextSlots('dr-karthik-varma', 6, 1_000 + PRIMED_FRESH_MS - 1)?.settled).toBeTruthy();
    expect(primedNextSlots('dr-karthik-varma', 6, 1_000 + PRIMED_FRESH_MS)).toBeUndefined();
    primeNextSlots('dr-karthik-varma', 6, 1_000 + PRIMED_FRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are forgotten when they could not be fetched, so the widget asks itself', async () => {
    fetchMock.mockResolvedValue(answer({ success: false, message: 'busy' }, false));
    primeNextSlots('dr-karthik-varma', 6, 1_000);
    await primedNextSlots('dr-karthik-varma', 6, 1_000)?.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(primedNextSlots('dr-karthik-varma', 6, 1_000)).toBeUndefined();
  });
});
