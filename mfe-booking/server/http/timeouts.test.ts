// Slow clients and addresses the router cannot decode: the API answers and lets go.
import { startServer, BOOK, type RunningServer } from '../test/harness';
import { rawRequest, stalledRequest } from '../test/raw-http';

// Real sockets and real time-outs: generous limits, so a busy machine does not fail them.
jest.setTimeout(30_000);

describe('time-outs and undecodable addresses', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { REQUEST_TIMEOUT_MS: '1000' } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers 408 and closes a connection whose body stops arriving', async () => {
    const head = `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    const { text, closedAfterMs } = await stalledRequest(server.url, `${head}{"fu`, 12_000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(8_000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, message: expect.any(String) });
  });

  it('closes a connection that never finishes its headers', async () => {
    const { closedAfterMs } = await stalledRequest(server.url, 'GET /healthz HTTP/1.1\r\nHost: local', 12_000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(8_000);
  });

  it('reads its time-outs from the environment, 30 s by default', async () => {
    const { loadConfig } = await import('../config');
    expect(loadConfig({}, '/tmp').requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }, '/tmp').requestTimeoutMs).toBe(5_000);
  });

  it.each(['/api/%zzh0stile', '/api/appointments/%E0%A4%Ah0stile', '/api/appointments/config?q=%h0stile'])(
    'answers %s with a 4xx { success: false, message } that does not repeat it',
    async (path) => {
      const answer = await rawRequest(server.url, { method: 'GET', path });
      expect(answer?.status).toBeGreaterThanOrEqual(200);
      expect(answer?.status).toBeLessThan(500);
      expect(answer?.text).not.toContain('h0stile');
      if (path.includes('?')) return;
      expect(answer?.status).toBe(400);
      expect(JSON.parse(answer?.text ?? '')).toEqual({ success: false, message: 'The address is not valid' });
    },
  );

  it('keeps its security headers on that answer', async () => {
    const answer = await fetch(`${server.url}/api/%zz`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
