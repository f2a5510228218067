// `Expect: 100-continue` straight to the API: the client is told to continue and answered as any other.
import { request } from 'node:http';
import { BOOK, startServer, validPayload, type RunningServer } from '../test/harness';

/** One request with `Expect: 100-continue`; the body, if any, is sent only once the server says continue. */
function expecting(
  base: string,
  method: string,
  address: string,
  body?: string,
): Promise<{ status: number; continued: boolean; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const headers: Record<string, string> = {
      expect: '100-continue',
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    };
    let continued = false;
    const sent = request({ hostname, port, method, path: address, headers, agent: false }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, continued, json: JSON.parse(text) as Record<string, unknown> }));
    });
    sent.on('error', reject);
    sent.on('continue', () => {
      continued = true;
      sent.end(body);
    });
    if (body === undefined) sent.end();
  });
}

describe('Expect: 100-continue on the booking API', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('a read is answered', async () => {
    const answer = await expecting(server.url, 'GET', '/api/appointments/config');
    expect(answer.status).toBe(200);
  });

  it('a booking is told to continue and booked', async () => {
    const answer = await expecting(server.url, 'POST', BOOK, JSON.stringify(validPayload()));
    expect([answer.status, answer.continued, answer.json.success]).toEqual([201, true, true]);
  });
});
