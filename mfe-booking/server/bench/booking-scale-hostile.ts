// `npm run proof:hostile -w mfe-booking/server`: the generated hostile requests of
// mfe-booking/server/test/hostile-cases.ts against the API running as its own process, on SQLite and
// on PostgreSQL: every answer a 4xx { success: false, message }, nothing written, the process alive.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { abandonedCases, hostileCases, refusalProblem } from '../test/hostile-cases';
import { rawRequest } from '../test/raw-http';
import { listAll, saveSection, startApi, startPostgres, stopApi, type Storage } from './booking-scale-lib';
import { renderReport } from './booking-scale-report';

const PER_KIND = Number(process.env.HOSTILE_PER_KIND ?? 20);

async function prove(storage: Storage, label: string) {
  const api = await startApi(storage);
  const statuses: Record<string, number> = {};
  const kinds: Record<string, number> = {};
  const improperAnswers: string[] = [];
  const cases = hostileCases(PER_KIND, 4242);
  for (const { kind, request } of cases) {
    const answer = await rawRequest(api.url, request);
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    const status = answer ? String(answer.status) : 'none';
    statuses[status] = (statuses[status] ?? 0) + 1;
    const problem = refusalProblem(answer);
    if (problem) improperAnswers.push(`${kind}: ${problem}`);
  }
  const abandoned = abandonedCases(20);
  for (const { request } of abandoned) await rawRequest(api.url, request);
  const aliveAfter = api.child.exitCode === null && (await fetch(`${api.url}/healthz`)).ok;
  const written = (await listAll(api.url)).length;
  await stopApi(api);
  const run = {
    storage: label,
    requests: cases.length,
    abandoned: abandoned.length,
    kinds,
    statuses,
    improperAnswers,
    written,
    aliveAfter,
  };
  console.log(JSON.stringify(run, null, 2));
  return run;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-hostile-'));
  const sqlite = await prove({ kind: 'sqlite', dataDir }, 'SQLite');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const pg = startPostgres();
  let postgres;
  try {
    postgres = await prove({ kind: 'postgres', url: pg.url, schema: 'hostile_proof' }, 'PostgreSQL 15');
  } finally {
    pg.stop();
  }
  saveSection('hostile', { date: new Date().toISOString(), perKind: PER_KIND, runs: [sqlite, postgres] }, renderReport);
  const failed = [sqlite, postgres].some((r) => r.improperAnswers.length > 0 || r.written > 0 || !r.aliveAfter);
  console.log(failed ? 'Hostile-input proof FAILED' : 'Hostile-input proof passed on both storages');
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
