// Sends generated requests one after another and keeps, per route, the first request that broke a rule:
// a 5xx, no answer within 1 s, a dropped connection, or /healthz silent meanwhile. A route that failed is
// not sent again, so one run lists every failing route without one hang costing minutes.
import type { FuzzRequest } from './openapi-cases';
import { answers, send, type Outcome } from './send';

export interface FuzzCase {
  /** What the failure is listed under: the phase and the operation, e.g. `desk: GET /api/staff/slots`. */
  route: string;
  request: FuzzRequest;
  /** A 5xx this request may answer on purpose (the site's 503 while the API is down). */
  allow5xx?: (status: number) => boolean;
  /** A rule of this caller's answers besides (a caller without a session is refused): the problem, or null. */
  expect?: (status: number, text: string) => string | null;
}

export interface Failure {
  route: string;
  request: FuzzRequest;
  problem: string;
}

export interface RunOptions {
  baseUrl: string;
  /** Headers of the caller (a session's cookie and CSRF token, an Origin), added to each request. */
  headers?: () => Record<string, string>;
  /** Addresses that must answer 200 throughout (each /healthz), probed every `probeMs` while requests run. */
  health: string[];
  probeMs?: number;
  /** Called when a request left a server unable to answer: replace it (the run goes on with the next route). */
  recover: () => Promise<void>;
}

export interface RunResult {
  sent: number;
  failures: Failure[];
  slowest: { route: string; ms: number };
}

const shown = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);

/** A failed request as it can be sent again: method, path, headers and body. */
export function describeRequest({ method, path, headers, body }: FuzzRequest): string {
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${shown(value, 80)}`)
    .join('; ');
  return `${method} ${shown(path, 400)}${head ? ` [${head}]` : ''}${body !== undefined ? ` body ${shown(JSON.stringify(body), 400)}` : ''}`;
}

const problemOf = (outcome: Outcome, { allow5xx, expect }: FuzzCase): string | null => {
  if (outcome.kind === 'timeout') return `no answer within ${outcome.ms} ms`;
  if (outcome.kind === 'closed') return `the connection ended without an answer (${outcome.error})`;
  if (outcome.status >= 500 && !allow5xx?.(outcome.status)) return `answered ${outcome.status}: ${shown(outcome.text, 200)}`;
  const broken = expect?.(outcome.status, outcome.text);
  return broken ? `${broken}: ${shown(outcome.text, 200)}` : null;
};

export async function runCases(cases: readonly FuzzCase[], options: RunOptions): Promise<RunResult> {
  const failures: Failure[] = [];
  const failed = new Set<string>();
  let sent = 0;
  let slowest = { route: '', ms: 0 };
  let current: FuzzCase | null = null;
  let probing = true;
  let recovering = false;
  const probe = (async () => {
    while (probing) {
      const at = current as FuzzCase | null;
      if (!recovering) {
        for (const url of options.health) {
          if (await answers(url)) continue;
          if (at && !failed.has(at.route) && !recovering) {
            failed.add(at.route);
            failures.push({
              route: at.route,
              request: at.request,
              problem: `${url} did not answer within 1 s while this request was in flight`,
            });
          }
        }
      }
      await new Promise((resolve) => setTimeout(resolve, options.probeMs ?? 250));
    }
  })();
  const healthy = async () => (await Promise.all(options.health.map(answers))).every(Boolean);

  try {
    for (const fuzzCase of cases) {
      if (failed.has(fuzzCase.route)) continue;
      current = fuzzCase;
      const request = { ...fuzzCase.request, headers: { ...options.headers?.(), ...fuzzCase.request.headers } };
      let outcome = await send(options.baseUrl, request);
      sent++;
      if (outcome.kind === 'timeout' && (await healthy())) {
        // The server is free again: a busy machine's pause, or the request's own work? Once more decides.
        outcome = await send(options.baseUrl, request);
        sent++;
      }
      if (outcome.kind === 'answer' && outcome.ms > slowest.ms) slowest = { route: fuzzCase.route, ms: outcome.ms };
      const problem = problemOf(outcome, fuzzCase);
      current = null;
      if (!problem) continue;
      if (!failed.has(fuzzCase.route)) {
        failed.add(fuzzCase.route);
        failures.push({ route: fuzzCase.route, request, problem });
      }
      if (!(await healthy())) {
        recovering = true;
        const last = failures.at(-1);
        if (last) last.problem += '; /healthz did not answer after it (the event loop was held), so the server was replaced';
        await options.recover();
        recovering = false;
      }
    }
  } finally {
    probing = false;
    await probe;
  }
  return { sent, failures, slowest };
}

/** The failures as a report: one paragraph per route, with the request to send again and the seed to run again. */
export function report(failures: readonly Failure[], seed: number): string {
  return [
    `${failures.length} route(s) broke a rule (seed ${seed}; run again with FUZZ_SEED=${seed}):`,
    ...failures.map((failure) => `- ${failure.route}\n    ${failure.problem}\n    ${describeRequest(failure.request)}`),
  ].join('\n');
}
