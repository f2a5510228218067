import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { hospitalToday, type AppointmentPayload } from '@hospital/booking-contract';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type BookingConfig } from '../config';
import { captureLog, recordSubmitted } from './log-capture';
import { openTestData } from './storage';
import type { BookingData } from '../data';
import { readScheduleFile } from '../features/schedules/read-file';
import { ALWAYS_OPEN_FILE } from './schedules';

export const ADMIN_TOKEN = 'test-admin-token-4f7a';
export const BOOK = '/api/appointments/book-appointment';

/** A date `days` after today in India, as the form would send it. */
export function dateInDays(days: number, now = new Date()): string {
  const today = new Date(`${hospitalToday(now)}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const SLOTS_PER_DAY = 96;
let issued = 0;

/** The n-th distinct slot of the always-open test schedule: 15 minutes apart, from three days ahead. */
export function testSlot(n: number): { preferredDate: string; preferredTime: string } {
  const minutes = (n % SLOTS_PER_DAY) * 15;
  return {
    preferredDate: dateInDays(3 + Math.floor(n / SLOTS_PER_DAY)),
    preferredTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  };
}

/**
 * A valid booking. Each call takes a slot and a phone number no earlier call took (Orthopaedics has
 * one doctor, so each slot is that doctor's), so tests can book as often as they like.
 */
export const validPayload = (): AppointmentPayload => {
  const n = issued++;
  const phone = `98480${String(n).padStart(5, '0')}`;
  return {
    fullName: 'Ravi Teja Kondapalli',
    age: 46,
    gender: 'Male',
    email: 'ravi.kondapalli@example.in',
    phone,
    whatsapp: phone,
    address: 'Flat 304, Sai Residency, Kompally, Hyderabad 500014',
    service: 'Orthopaedics & Trauma Care',
    doctor: 'N/A',
    ...testSlot(n),
    message: 'Knee pain while climbing stairs for two months.',
    paymentMethod: 'pay_at_hospital',
  };
};

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  data: BookingData;
  dataDir: string;
  logs: () => string;
  post: (body: unknown, headers?: Record<string, string>) => Promise<Reply>;
  list: (query?: string, token?: string | null) => Promise<Reply>;
  /** GET a path of the API, e.g. '/api/appointments/slots?…'. */
  get: (path: string) => Promise<Reply>;
  stop: () => Promise<void>;
}

export interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

const parseOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'booking-api-test-'));

/** Starts the API over real HTTP on a free port, on the given (or a new, empty) data folder. */
export async function startServer(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    data?: BookingData;
    now?: BuildAppOptions['now'];
    onRoute?: BuildAppOptions['onRoute'];
  } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  const config: BookingConfig = loadConfig(
    { ADMIN_TOKEN, BOOKING_RATE_LIMIT_MAX: '0', BOOKING_SLOTS_RATE_LIMIT_MAX: '0', ...options.env },
    dataDir,
    ALWAYS_OPEN_FILE,
  );
  const seed = config.scheduleFile ? readScheduleFile(config.scheduleFile) : undefined;
  const data = options.data ?? (await openTestData(dataDir, config.sqliteSync, seed));
  let logText = '';
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logText += String(chunk);
      captureLog(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    data,
    config,
    logStream,
    ...(options.now ? { now: options.now } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;

  const read = async (response: Response): Promise<Reply> => {
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

  return {
    url,
    app,
    data,
    dataDir,
    logs: () => logText,
    post: async (body, headers = {}) => {
      recordSubmitted(typeof body === 'string' ? parseOrNull(body) : body);
      return read(
        await fetch(`${url}${BOOK}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
    },
    list: async (query = '', token: string | null = ADMIN_TOKEN) =>
      read(await fetch(`${url}/api/appointments${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })),
    get: async (path) => read(await fetch(`${url}${path}`)),
    stop: async () => {
      await app.close();
      await data.close();
    },
  };
}
