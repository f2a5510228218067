// What the strip of free days costs the API beside one day's free times: both asked as the form asks them
// (every department in turn, every second time one of its doctors), one at a time, against the bookings
// already stored; the API's own CPU per answer, which other load on the machine hardly moves.
import { DEPARTMENT_NAMES, doctorsOf } from '@hospital/hospital-data';
import { FREE_DAYS_PATH, SLOTS_PATH } from '@hospital/booking-contract';
import { benchSlot, cpuSeconds, type Api } from './booking-scale-lib';

export interface FreeDaysCost {
  queries: number;
  /** API CPU per GET /slots answer (one day). */
  oneDayCpuMs: number;
  /** API CPU per GET /free-days answer (the strip's 14 days). */
  freeDaysCpuMs: number;
  /** freeDaysCpuMs / oneDayCpuMs. */
  ratio: number;
}

/** The form's questions: `count` of one day's free times over the days the first `stored` bookings fill, and `count` strips. */
export function formQueries(url: string, count: number, stored: number): { oneDay: string[]; freeDays: string[] } {
  const days = [...new Set(Array.from({ length: Math.max(1, stored) }, (_x, n) => benchSlot(n).preferredDate))];
  const askedOf = (i: number) => {
    const service = DEPARTMENT_NAMES[i % DEPARTMENT_NAMES.length] ?? '';
    const doctors = doctorsOf(service);
    const doctor = i % 2 === 1 ? doctors[Math.floor(i / 2) % doctors.length]?.slug : undefined;
    return { service, ...(doctor ? { doctor } : {}) };
  };
  return {
    oneDay: Array.from(
      { length: count },
      (_x, i) => `${url}${SLOTS_PATH}?${new URLSearchParams({ ...askedOf(i), date: days[i % days.length] ?? '' }).toString()}`,
    ),
    freeDays: Array.from({ length: count }, (_x, i) => `${url}${FREE_DAYS_PATH}?${new URLSearchParams(askedOf(i)).toString()}`),
  };
}

async function cpuPerAnswer(api: Api, queries: readonly string[]): Promise<number> {
  const before = cpuSeconds(api.child.pid);
  for (const query of queries) {
    const response = await fetch(query);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${query} answered ${response.status}`);
  }
  return ((cpuSeconds(api.child.pid) - before) * 1000) / queries.length;
}

/** Measures both after a warm-up of a tenth of each; `stored` is how many bench bookings the API holds. */
export async function measureFreeDaysCost(api: Api, stored: number, count = 1000): Promise<FreeDaysCost> {
  const { oneDay, freeDays } = formQueries(api.url, count, stored);
  const warm = Math.ceil(count / 10);
  for (const query of [...oneDay.slice(0, warm), ...freeDays.slice(0, warm)]) await (await fetch(query)).arrayBuffer();
  const oneDayCpuMs = await cpuPerAnswer(api, oneDay);
  const freeDaysCpuMs = await cpuPerAnswer(api, freeDays);
  return {
    queries: count,
    oneDayCpuMs: Number(oneDayCpuMs.toFixed(3)),
    freeDaysCpuMs: Number(freeDaysCpuMs.toFixed(3)),
    ratio: Number((freeDaysCpuMs / oneDayCpuMs).toFixed(2)),
  };
}
