// What the fuzzer sends, by caller: anonymous to every operation, each staff role to the staff routes (those
// it may call in full, the others a few times, to see them refused), and the machine token to its listing.
import { STAFF_ROUTES } from '../../features/desk/routes-table';
import type { StaffRole } from '../../features/desk/staff-auth/types';
import { operationName, operationsOf, sampleRequests, type Operation } from './openapi-cases';
import type { FuzzCase } from './run-cases';

export const STAFF_ROLES: readonly StaffRole[] = ['desk', 'doctor', 'admin'];

/** The fixed seed CI runs with, unless FUZZ_SEED names another. */
export const fuzzSeed = (): number => (process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 41);
/** Requests per operation and caller (FUZZ_RUNS to send more). */
export const fuzzRuns = (): number => (process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 40);

const hashOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0, 7);

const rolesOf = (operation: Operation): readonly StaffRole[] | null =>
  STAFF_ROUTES.find((spec) => spec.method === operation.method && spec.url === operation.path.replace(/\{(\w+)\}/g, ':$1'))?.roles ?? null;

/**
 * 401 or 403; or the request refused before any route is chosen (an address the router cannot read, headers
 * or a body over the limits): a caller without the right session never reaches the route's own checks.
 */
const refusedOnly = (status: number, text: string) =>
  status === 401 ||
  status === 403 ||
  [404, 413, 414, 431].includes(status) ||
  (status === 400 && /The address is not valid|This address or request is not valid/.test(text));

export interface Caller {
  name: string;
  role?: StaffRole;
  token?: boolean;
}

export const CALLERS: readonly Caller[] = [
  { name: 'anonymous' },
  ...STAFF_ROLES.map((role) => ({ name: role, role })),
  { name: 'admin token', token: true },
];

/** The cases one caller sends: each operation's requests, the session's own sign-out last. */
export function casesFor(
  caller: Caller,
  document: unknown,
  { seed, runs, now, known, few = 6 }: { seed: number; runs: number; now: Date; known: Record<string, readonly string[]>; few?: number },
): FuzzCase[] {
  const operations = operationsOf(document as Parameters<typeof operationsOf>[0]);
  const cases: FuzzCase[] = [];
  const last: FuzzCase[] = [];
  for (const operation of operations) {
    const name = operationName(operation);
    const roles = rolesOf(operation);
    let count = runs;
    let expect: FuzzCase['expect'];
    if (caller.role) {
      if (operation.guard !== 'staff' && name !== 'POST /api/staff/sign-in') continue;
      if (roles && !roles.includes(caller.role)) {
        count = few;
        expect = (status, text) => (refusedOnly(status, text) ? null : `a ${caller.role} may not call it, yet it answered ${status}`);
      }
    } else if (caller.token) {
      if (operation.guard !== 'token') continue;
    } else if (operation.guard) {
      count = Math.ceil(runs / 2);
      expect = (status, text) => (refusedOnly(status, text) ? null : `without a session or token it answered ${status}, not 401/403`);
    }
    const requests = sampleRequests(operation, count, seed ^ hashOf(`${caller.name} ${name}`), now, known);
    const target = caller.role && name === 'POST /api/staff/sign-out' ? last : cases;
    for (const request of requests) target.push({ route: `${caller.name}: ${name}`, request, ...(expect ? { expect } : {}) });
  }
  return [...cases, ...last];
}
