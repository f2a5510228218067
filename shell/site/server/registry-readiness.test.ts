// A server in a fleet is ready once it has caught up with the registry; with the registry unreadable it serves
// the releases it holds, and says so.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RegistryFollower } from './health';
import { createSiteServer } from './server';

let app: FastifyInstance;
let site: string;
let shell: string;

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'registry-ready-'));
  site = path.join(root, 'site');
  shell = path.join(root, 'shell');
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  const map: Record<string, string> = {};
  for (const remote of ['content', 'booking', 'shop']) {
    await mkdir(path.join(site, 'releases', remote, '1.0.0_1'), { recursive: true });
    await writeFile(path.join(site, 'releases', remote, '1.0.0_1', 'mf-manifest.json'), '{}');
    map[remote] = `/remotes/${remote}/1.0.0_1/mf-manifest.json`;
  }
  await writeFile(path.join(site, 'remotes.json'), JSON.stringify(map));
});

afterEach(async () => {
  await app.close();
});

const readiness = async (follower: RegistryFollower) => {
  app = await createSiteServer({ site, shell, follower });
  const answer = await app.inject({ url: '/readyz' });
  return {
    status: answer.statusCode,
    body: answer.json<{ degraded: string[]; checks: Record<string, { ok: boolean; detail?: string }> }>(),
  };
};

describe('readiness of a server that follows the registry', () => {
  it('is not ready while it catches up, even holding an older deployment', async () => {
    const { status, body } = await readiness({ caughtUp: false, lastError: null });
    expect(status).toBe(503);
    expect(body.checks.registry).toEqual({ ok: false, detail: 'not caught up with the deployment registry yet' });
  });

  it('is ready once caught up', async () => {
    const { status, body } = await readiness({ caughtUp: true, lastError: null });
    expect([status, body.degraded, body.checks.registry]).toEqual([200, [], { ok: true }]);
  });

  it('serves the releases it holds when the registry cannot be read, and reports it', async () => {
    const { status, body } = await readiness({ caughtUp: false, lastError: 'connect ECONNREFUSED' });
    expect([status, body.degraded]).toEqual([200, ['registry']]);
    expect(body.checks.registry?.detail).toMatch(/^the deployment registry cannot be read \(connect ECONNREFUSED\)/);
  });
});
