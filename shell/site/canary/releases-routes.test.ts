// The releases page's API on the site server: access asked of the staff API route by route, steps taken in the
// admin's name, a stale page refused with 409, bad requests 4xx.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SITE_RELEASES_URL, releaseStepUrl, type ReleasesOverviewAnswer } from '@hospital/shared-types';
import { type FolderRegistry } from '../registry/folder-registry';
import { twoBookingReleases } from '../test/two-booking-releases';
import { createSiteServer } from '../server/server';

// The staff API's authorize route as the site server sees it: a session per cookie, a CSRF token per session.
const SESSIONS: Record<string, { username: string; role: string; csrf: string }> = {
  admin: { username: 'admin.asha', role: 'admin', csrf: 'token-admin' },
  desk: { username: 'desk.priya', role: 'desk', csrf: 'token-desk' },
  doctor: { username: 'dr.karthik', role: 'doctor', csrf: 'token-doctor' },
  // An API whose route admitted a desk account by mistake: the site still refuses it.
  lenient: { username: 'desk.ravi', role: 'desk', csrf: 'token-lenient' },
};

let staffApi: Server;
let app: FastifyInstance;
let base: string;
let registry: FolderRegistry;
let shellDir: string;
const asked: Array<{ method?: string; url?: string; forwardedHost?: string }> = [];

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'releases-routes-'));
  const shell = path.join(root, 'shell');
  shellDir = shell;
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  registry = await twoBookingReleases(root);

  staffApi = createServer((request, response) => {
    asked.push({ method: request.method, url: request.url, forwardedHost: String(request.headers['x-forwarded-host']) });
    const name = /hospital_staff=(\w+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
    const session = SESSIONS[name];
    const send = (status: number, body: object) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (name === 'hurried') return send(429, { success: false, message: 'Too many requests from this address.' });
    if (!session) return send(401, { success: false, message: 'Please sign in to the appointments desk.' });
    if (request.method === 'POST' && (request.headers['x-csrf-token'] !== session.csrf || !request.headers.origin))
      return send(403, { success: false, message: 'The page’s security token is missing or out of date.' });
    if (session.role !== 'admin' && name !== 'lenient') return send(403, { success: false, message: 'Your role may not do this.' });
    return send(200, { success: true, user: { username: session.username, role: session.role } });
  });
  await new Promise<void>((resolve) => staffApi.listen(0, '127.0.0.1', resolve));
  const address = staffApi.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const counts = async () => ({ live: { visits: 900, failures: 9 }, canary: { visits: 100, failures: 3 } });
  app = await createSiteServer({
    site: path.join(root, 'site'),
    shell,
    apiUpstreams: [apiUrl],
    releases: { registry: async () => registry, counts },
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => staffApi.close(resolve));
});

/** A browser tab of the releases page, signed in as `who` (or nobody). */
function as(who: keyof typeof SESSIONS | null, { csrf = true } = {}) {
  const session = who ? SESSIONS[who] : undefined;
  const headers = (post: boolean): Record<string, string> => ({
    ...(who ? { cookie: `hospital_staff=${who}` } : {}),
    ...(post ? { 'content-type': 'application/json', origin: base } : {}),
    ...(post && csrf && session ? { 'x-csrf-token': session.csrf } : {}),
  });
  const reply = async (response: Response) => ({
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  });
  return {
    get: async (url = SITE_RELEASES_URL) => reply(await fetch(`${base}${url}`, { headers: headers(false) })),
    post: async (url: string, body: unknown) =>
      reply(
        await fetch(`${base}${url}`, {
          method: 'POST',
          headers: headers(true),
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
  };
}

const booking = (answer: { body: Record<string, unknown> }) =>
  (answer.body as unknown as ReleasesOverviewAnswer).remotes.find((remote) => remote.remote === 'booking');

const ROUTES = [
  { name: 'the overview', call: (tab: ReturnType<typeof as>) => tab.get() },
  {
    name: 'start a canary',
    call: (tab: ReturnType<typeof as>) =>
      tab.post(releaseStepUrl('booking', 'canary'), { live: '1.0.0_a', release: '1.1.0_b', percent: 10 }),
  },
  { name: 'promote', call: (tab: ReturnType<typeof as>) => tab.post(releaseStepUrl('booking', 'promote'), { release: '1.1.0_b' }) },
  { name: 'roll back', call: (tab: ReturnType<typeof as>) => tab.post(releaseStepUrl('booking', 'rollback'), { release: '1.1.0_b' }) },
];

describe('the releases API', () => {
  it.each(ROUTES)('$name: 401 signed out, 403 for the desk and doctor roles, and changes nothing', async ({ call }) => {
    const before = (await registry.history()).length;
    expect(await call(as(null))).toMatchObject({ status: 401, body: { success: false, message: expect.stringMatching(/sign in/) } });
    for (const role of ['desk', 'doctor', 'lenient'] as const)
      expect(await call(as(role))).toMatchObject({ status: 403, body: { success: false, message: expect.any(String) } });
    expect(await registry.canaries()).toEqual({});
    expect(await registry.history()).toHaveLength(before);
  });

  it('refuses a step without the session’s CSRF token (403), and the booking API is asked with the visitor’s host', async () => {
    const refused = await as('admin', { csrf: false }).post(releaseStepUrl('booking', 'canary'), {
      live: '1.0.0_a',
      release: '1.1.0_b',
      percent: 10,
    });
    expect(refused).toMatchObject({ status: 403, body: { success: false, message: expect.stringMatching(/security token/) } });
    expect(await registry.canaries()).toEqual({});
    expect(asked.at(-1)).toMatchObject({ method: 'POST', url: '/api/staff/authorize', forwardedHost: new URL(base).host });
  });

  it('shows an admin each remote: live, published, history; a canary’s share and both rates side by side', async () => {
    const admin = as('admin');
    const overview = await admin.get();
    expect(overview.status).toBe(200);
    expect(overview.headers.get('cache-control')).toBe('no-store');
    expect((overview.body as unknown as ReleasesOverviewAnswer).remotes.map((remote) => remote.remote)).toEqual([
      'content',
      'booking',
      'shop',
    ]);
    expect(booking(overview)).toMatchObject({ live: '1.0.0_a', canary: null, published: ['1.1.0_b', '1.0.0_a'] });

    const started = await admin.post(releaseStepUrl('booking', 'canary'), { live: '1.0.0_a', release: '1.1.0_b', percent: 10 });
    expect(started.status).toBe(200);
    expect(booking(started)).toMatchObject({
      live: '1.0.0_a',
      canary: {
        release: '1.1.0_b',
        percent: 10,
        startedBy: 'admin.asha',
        rates: { live: { visits: 900, failures: 9, rate: 0.01 }, canary: { visits: 100, failures: 3, rate: 0.03 } },
      },
    });
    expect(booking(started)?.history[0]).toMatchObject({ kind: 'canary', to: '1.1.0_b', who: 'admin.asha' });

    const promoted = await admin.post(releaseStepUrl('booking', 'promote'), { release: '1.1.0_b' });
    expect(promoted.status).toBe(200);
    expect(booking(promoted)).toMatchObject({ live: '1.1.0_b', canary: null });
    expect(booking(promoted)?.history.slice(0, 2)).toMatchObject([
      { kind: 'promote', to: '1.1.0_b', who: 'admin.asha' },
      { kind: 'canary', to: '1.1.0_b', who: 'admin.asha' },
    ]);
  });

  it('refuses a step decided on a stale page with 409 and a clear message, changing nothing', async () => {
    const admin = as('admin');
    const live = booking(await admin.get())?.live;
    const stale = await admin.post(releaseStepUrl('booking', 'canary'), { live: 'an-old-one', release: '1.0.0_a', percent: 5 });
    expect(stale).toMatchObject({
      status: 409,
      body: { success: false, message: expect.stringMatching(/changed meanwhile.*nothing was changed/is) },
    });
    const ended = await admin.post(releaseStepUrl('booking', 'rollback'), { release: '1.1.0_b' });
    expect(ended).toMatchObject({ status: 409, body: { success: false, message: expect.stringMatching(/no canary/) } });
    expect(booking(await admin.get())).toMatchObject({ live, canary: null });
  });

  it('passes the staff API’s request limit on as 429, and says 503 when no booking API instance answers', async () => {
    const hurried = await fetch(`${base}${SITE_RELEASES_URL}`, { headers: { cookie: 'hospital_staff=hurried' } });
    expect({ status: hurried.status, body: await hurried.json() }).toMatchObject({ status: 429, body: { success: false } });
    const alone = await createSiteServer({ site: process.env.SITE_DIR, shell: shellDir, apiUpstreams: ['http://127.0.0.1:9'] });
    try {
      const answer = await alone.inject({ url: SITE_RELEASES_URL, headers: { cookie: 'hospital_staff=admin' } });
      expect({ status: answer.statusCode, body: answer.json() }).toMatchObject({
        status: 503,
        body: { success: false, message: expect.stringMatching(/not reachable/) },
      });
    } finally {
      await alone.close();
    }
  });

  it('answers bad requests 4xx with { success: false }', async () => {
    const admin = as('admin');
    const canary = releaseStepUrl('booking', 'canary');
    for (const [url, body, status] of [
      [canary, { live: '1.1.0_b', release: '1.0.0_a', percent: 0 }, 400],
      [canary, { live: '1.1.0_b', release: '1.0.0_a', percent: 100 }, 400],
      [canary, { live: '1.1.0_b', release: '../x', percent: 5 }, 400],
      [canary, { live: '1.1.0_b', release: '9.9.9_z', percent: 5 }, 400],
      [canary, 'not json', 400],
      [canary, { live: '1.1.0_b', release: 'x'.repeat(2000), percent: 5 }, 413],
      [`${SITE_RELEASES_URL}/nothing/canary`, { live: '1.1.0_b', release: '1.0.0_a', percent: 5 }, 404],
    ] as const) {
      const answer = await admin.post(url, body);
      expect({ sent: body, status: answer.status, success: answer.body.success }).toEqual({ sent: body, status, success: false });
    }
    expect(await registry.canaries()).toEqual({});
  });
});
