import { PRIMED_FRESH_MS, fetchNextSlots, forgetPrimedNextSlots, primeNextSlots, primedNextSlots } from './next-slots.resource';

const fetchMock = jest.fn();
beforeEach(() => {
  forgetPrimedNextSlots();
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});
const answer = (body: unknown, ok = true) => ({ ok, status: ok ? 200 : 503, json: async () => body });

describe('free times fetched ahead', () => {
  it('are asked for once while fresh, and no longer offered once older than a patient may trust', async () => {
    fetchMock.mockResolvedValue(answer({ success: true, doctor: { slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma' }, slots: [] }));
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

describe('a doctor’s next free times', () => {
  const doctor = { slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma' };
  const next = { success: true, doctor, slots: [{ date: '2026-12-01', time: '10:15', doctors: [doctor] }], fee: 600 };

  it('are shown as the API said them when they meet their schema', async () => {
    fetchMock.mockResolvedValue(answer(next));
    expect(await fetchNextSlots('dr-karthik-varma', 6)).toEqual({ ok: true, answer: next });
  });

  it.each([
    ['a time that is not one', { ...next, slots: [{ date: '2026-12-01', time: '10.15 am', doctors: [doctor] }] }],
    ['a date that is not one', { ...next, slots: [{ date: 'Tuesday', time: '10:15', doctors: [doctor] }] }],
    ['a fee in words', { ...next, fee: 'six hundred' }],
    ['no doctor', { success: true, slots: [] }],
  ])('are not shown when the answer has %s', async (_what, body) => {
    fetchMock.mockResolvedValue(answer(body));
    expect(await fetchNextSlots('dr-karthik-varma', 6)).toEqual({ ok: false });
  });
});
