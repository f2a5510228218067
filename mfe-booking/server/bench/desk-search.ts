// `npm run bench:desk-search -w mfe-booking/server`: the desk's search across dates on 100,000 appointments,
// over HTTP as the console asks it, on SQLite and (with TEST_DATABASE_URL, which `bench:desk-search`
// sets through test/postgres.sh) on PostgreSQL. Writes bench/desk-search.{json,md} at the root.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type InsertObject, type Insertable } from 'kysely';
import type { AppointmentPayload } from '@hospital/booking-contract';
import { hospitalToday } from '@hospital/booking-contract';
import type { AppointmentsTable, Tables } from '../db/schema';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openData, type BookingData } from '../data';
import { searchTermsOf } from '../domain/search/terms';
import { hashPassword } from '../features/desk/staff-auth/passwords';
import { addDaysTo } from '../domain/calendar';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 100_000);
const QUERIES_PER_KIND = Number(process.env.BENCH_QUERIES ?? 300);
const BATCH = 500;

// Our own made-up names, common ones repeated as they are in a city's outpatient list.
const FIRST = [
  'Ravi',
  'Lakshmi',
  'Srinivas',
  'Padma',
  'Suresh',
  'Anjali',
  'Venkata',
  'Sai',
  'Priya',
  'Mohammed',
  'Kavya',
  'Rajesh',
  'Sūrya',
  'Deepa',
  'Harish',
  'Swathi',
  'Naveen',
  'Ayesha',
  'Gopal',
  'Meena',
];
const LAST = [
  'Reddy',
  'Rao',
  'Naidu',
  'Sharma',
  'Kumar',
  'Varma',
  'Chowdary',
  'Iyer',
  'Khan',
  'Goud',
  'Patel',
  'Kondapalli',
  'Yadav',
  'Nair',
  'Murthy',
];
const TELUGU = ['శ్రీనివాస', 'లక్ష్మి', 'రవి', 'పద్మ', 'సురేష్', 'కావ్య'];
const TELUGU_LAST = ['రెడ్డి', 'రావు', 'నాయుడు'];
const HINDI = ['सुनीता', 'राजेश', 'प्रिया', 'अमित', 'कविता'];
const HINDI_LAST = ['शर्मा', 'वर्मा', 'गुप्ता'];
/** How a caller spells names that are stored only in another script. */
const HINDI_IN_LATIN = ['Sunitha', 'Amit', 'Kavitha', 'Sunita Gupta'];
const LATIN_IN_TELUGU = ['హరీష్', 'దీప', 'గోపాల్', 'నవీన్', 'మీనా'];
const OTHER_SPELLINGS = ['Shrinivas', 'Laxmi', 'Saai', 'Swati Reddi'];
const DOCTORS = ['dr-srinivas-reddy', 'dr-karthik-varma', 'dr-venkatesh-iyer', 'dr-lakshmi-priya-nair'] as const;
const SERVICES: Record<(typeof DOCTORS)[number], AppointmentPayload['service']> = {
  'dr-srinivas-reddy': 'General Medicine & Family Care',
  'dr-karthik-varma': 'Orthopaedics & Trauma Care',
  'dr-venkatesh-iyer': 'Cardiology & Heart Care',
  'dr-lakshmi-priya-nair': 'Women & Child Care',
};

/** A fixed-seed generator: the same data on every run and both databases. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const rand = random(34);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

function nameOf(n: number): string {
  if (n % 10 === 0) return `${pick(TELUGU)} ${pick(TELUGU_LAST)}`;
  if (n % 10 === 1) return `${pick(HINDI)} ${pick(HINDI_LAST)}`;
  return `${pick(FIRST)} ${rand() < 0.3 ? `${pick(FIRST)} ` : ''}${pick(LAST)}`;
}
const referenceOf = (n: number) =>
  `ASH-${n.toString(36).toUpperCase().padStart(4, '0').slice(-4)}-${(n * 7919).toString(36).toUpperCase().padStart(4, '0').slice(-4)}`;
const phoneOf = (n: number) => `9${String(100_000_000 + n * 7).slice(-9)}`;

async function seed(data: BookingData) {
  const today = hospitalToday();
  const createdAt = new Date().toISOString();
  for (let start = 0; start < APPOINTMENTS; start += BATCH) {
    const rows: Array<Insertable<AppointmentsTable>> = [];
    const terms: Array<InsertObject<Tables, 'appointment_search_terms'>> = [];
    for (let n = start; n < Math.min(APPOINTMENTS, start + BATCH); n++) {
      // Two years back to a month ahead; the past is done, the future booked (beyond capacity, so no seat index applies).
      const offset = Math.floor(rand() * 760) - 730;
      const doctor = pick(DOCTORS);
      const past = offset < 0;
      const fullName = nameOf(n);
      const phone = phoneOf(n);
      rows.push({
        id: referenceOf(n),
        created_at: createdAt,
        full_name: fullName,
        age: 20 + (n % 60),
        gender: n % 2 ? 'Female' : 'Male',
        email: '',
        phone,
        whatsapp: phone,
        address: 'Kompally, Hyderabad',
        service: SERVICES[doctor],
        doctor,
        preferred_date: addDaysTo(today, offset),
        preferred_time: `${String(8 + (n % 10)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`,
        message: '',
        payment_method: 'pay_at_hospital' as const,
        seat: null,
        status: past ? ('completed' as const) : ('booked' as const),
        language: 'en',
        manage_token_hash: null,
        extra: 1,
        channel: 'online' as const,
      });
      const row = rows[rows.length - 1] as Insertable<AppointmentsTable>;
      for (const term of searchTermsOf({ fullName, phone, whatsapp: phone }))
        terms.push({
          term,
          slot: `${row.preferred_date} ${row.preferred_time}`,
          doctor,
          appointment_id: referenceOf(n),
          appointment_seq: sql<string>`(SELECT seq FROM appointments WHERE id = ${referenceOf(n)})`,
        });
    }
    await data.database.transaction(async (trx) => {
      await trx.insertInto('appointments').values(rows).execute();
      for (let i = 0; i < terms.length; i += BATCH)
        await trx
          .insertInto('appointment_search_terms')
          .values(terms.slice(i, i + BATCH))
          .execute();
    });
  }
}

/** The queries a desk types, by kind: each answered over HTTP and timed. */
function queries(): Record<string, string[]> {
  const some = (make: (n: number) => string) => Array.from({ length: QUERIES_PER_KIND }, () => make(Math.floor(rand() * APPOINTMENTS)));
  return {
    reference: some(referenceOf),
    'phone, +91 spelling': some((n) => `+91 ${phoneOf(n).slice(0, 5)} ${phoneOf(n).slice(5)}`),
    'phone, first 5 digits': some((n) => phoneOf(n).slice(0, 5)),
    'name, 2 letters': some(() => pick(FIRST).slice(0, 2)),
    'name, 4 letters': some(() => pick([...FIRST, ...LAST]).slice(0, 4)),
    'name, two words': some(() => `${pick(FIRST)} ${pick(LAST).slice(0, 3)}`),
    'Telugu name start': some(() => [...pick(TELUGU)].slice(0, 3).join('')),
    'Devanagari name start': some(() => [...pick(HINDI)].slice(0, 3).join('')),
    // Nothing is written this way: every answer comes from the names' phonetic keys.
    'Latin for a Devanagari name': some(() => pick(HINDI_IN_LATIN)),
    'Telugu for a Latin name': some(() => pick(LATIN_IN_TELUGU)),
    'another spelling': some(() => pick(OTHER_SPELLINGS)),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => Number(value.toFixed(2));

async function measure(kind: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-search-bench-'));
  const url = process.env.TEST_DATABASE_URL;
  const data = await openData(
    kind === 'postgres' && url
      ? { kind: 'postgres', connectionString: url, schema: `bench_${process.pid}` }
      : { kind: 'sqlite', dataDir, synchronous: 'NORMAL' },
  );
  const config = loadConfig({ LOG_LEVEL: 'warn', STAFF_RATE_LIMIT_MAX: '0', STAFF_SLOW_AFTER: '0' }, dataDir, undefined);
  const app = await buildApp({ data, config });
  const loadAtStart = os.loadavg()[0] ?? 0;
  try {
    const seeding = performance.now();
    await seed(data);
    const seedSeconds = (performance.now() - seeding) / 1000;
    // As autovacuum would after such a load: the planner's statistics, and (PostgreSQL) the visibility map
    // that lets the terms be read from their index alone.
    await (kind === 'postgres' ? sql`VACUUM ANALYZE` : sql`ANALYZE`).execute(data.database.db);
    await data.repos.staff.createUser({
      username: 'bench.desk',
      role: 'desk',
      doctor: null,
      passwordHash: await hashPassword('bench password 123'),
      createdAt: 0,
      passwordChangedAt: 0,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const signIn = await fetch(`${base}/api/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: 'bench.desk', password: 'bench password 123' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const byKind: Record<string, { p50: number; p95: number; p99: number; found: number }> = {};
    const all: number[] = [];
    for (const [name, list] of Object.entries(queries())) {
      const times: number[] = [];
      let found = 0;
      for (const q of list) {
        const started = performance.now();
        const response = await fetch(`${base}/api/staff/appointments/search?q=${encodeURIComponent(q)}`, { headers: { cookie } });
        const body = (await response.json()) as { appointments?: unknown[] };
        times.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`${name} "${q}": ${response.status}`);
        found += body.appointments?.length ?? 0;
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      byKind[name] = {
        p50: ms(percentile(times, 50)),
        p95: ms(percentile(times, 95)),
        p99: ms(percentile(times, 99)),
        found: Math.round(found / list.length),
      };
    }
    all.sort((a, b) => a - b);
    // The machine is shared: each database's figures carry the 1-minute load average around them.
    const load = `${loadAtStart.toFixed(1)}-${(os.loadavg()[0] ?? 0).toFixed(1)}`;
    return {
      database: kind,
      appointments: APPOINTMENTS,
      load,
      seedSeconds: ms(seedSeconds),
      overall: { p50: ms(percentile(all, 50)), p95: ms(percentile(all, 95)), p99: ms(percentile(all, 99)), queries: all.length },
      byKind,
    };
  } finally {
    await app.close();
    await data.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const kinds: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['postgres'] : ['sqlite'];
  const jsonFile = path.join(ROOT, 'bench', 'desk-search.json');
  const previous = fs.existsSync(jsonFile) ? (JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Record<string, unknown>) : {};
  const results: Record<string, unknown> = { ...previous, machine: `${os.cpus().length} cores, Node ${process.version}` };
  for (const kind of kinds) {
    const result = await measure(kind);
    results[kind] = result;
    console.log(
      `${kind}: p95 ${result.overall.p95} ms over ${result.overall.queries} searches of ${APPOINTMENTS} appointments (load ${result.load})`,
    );
  }
  fs.writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  const table = (r: Awaited<ReturnType<typeof measure>>) =>
    [
      `### ${r.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: p95 ${r.overall.p95} ms (p50 ${r.overall.p50}, p99 ${r.overall.p99}) over ${r.overall.queries} searches, load ${r.load}`,
      '',
      '| Query | p50 ms | p95 ms | p99 ms | answers (mean) |',
      '|---|---|---|---|---|',
      ...Object.entries(r.byKind).map(([k, v]) => `| ${k} | ${v.p50} | ${v.p95} | ${v.p99} | ${v.found} |`),
      '',
    ].join('\n');
  const md = [
    '# Desk search across dates',
    '',
    `${APPOINTMENTS.toLocaleString('en')} appointments (two years back, a month ahead; 10 % Telugu and 10 % Devanagari names; the last three kinds find names only by their phonetic keys), each query over HTTP with a desk session, one at a time; ${results.machine as string}. Budget: p95 ≤ 50 ms.`,
    '',
    ...(['sqlite', 'postgres'] as const).filter((k) => results[k]).map((k) => table(results[k] as Awaited<ReturnType<typeof measure>>)),
  ].join('\n');
  fs.writeFileSync(path.join(ROOT, 'bench', 'desk-search.md'), `${md}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
