import { READ_LIMIT_MS, requestApi } from './api-request';

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => (body === undefined ? Promise.reject(new SyntaxError('Unexpected end of JSON input')) : body),
});
/** A request nobody answers: it ignores its abort signal too, as a stuck proxy can. */
const never = () => new Promise<FakeResponse>(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('requestApi', () => {
  it('gives up at its limit on a request that never answers, and says it was the time', async () => {
    Object.assign(globalThis, { fetch: jest.fn(never) });
    const answer = requestApi('/api/appointments/slots');
    await jest.advanceTimersByTimeAsync(READ_LIMIT_MS - 1);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(2);
    await expect(answer).resolves.toEqual({ ok: false, problem: 'timeout', status: 0 });
  });

  it('names a failing server and an empty answer as the service being unavailable', async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => reply(502, undefined)) });
    await expect(requestApi('/x')).resolves.toEqual({ ok: false, problem: 'unavailable', status: 502 });
    Object.assign(globalThis, {
      fetch: jest.fn(async () => ({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('Unexpected end of JSON input')) })),
    });
    await expect(requestApi('/x')).resolves.toEqual({ ok: false, problem: 'unavailable', status: 200 });
  });

  it('still rejects when its caller abandons it (a newer request replaced it)', async () => {
    Object.assign(globalThis, { fetch: jest.fn(never) });
    const caller = new AbortController();
    const answer = requestApi('/x', {}, { signal: caller.signal });
    caller.abort();
    await expect(answer).rejects.toBeDefined();
  });
});
