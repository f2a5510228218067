import fs from 'node:fs';
import path from 'node:path';

/**
 * When BOOKING_TEST_LOG_DIR is set (by privacy.test.ts, around a whole run of the API suite), every test
 * server's log lines and every value a test submitted as a name, phone, e-mail or address are kept
 * there, so the logs of the whole run can be searched for them afterwards.
 */
const dir = process.env.BOOKING_TEST_LOG_DIR;
const PERSONAL_FIELDS = ['fullName', 'email', 'phone', 'whatsapp', 'address'];

export function captureLog(text: string) {
  if (dir) fs.appendFileSync(path.join(dir, `log-${process.pid}.ndjson`), text);
}

export function recordSubmitted(body: unknown) {
  if (!dir || typeof body !== 'object' || body === null) return;
  const values = PERSONAL_FIELDS.map((field) => (body as Record<string, unknown>)[field]).filter((value) => typeof value === 'string');
  if (values.length > 0)
    fs.appendFileSync(path.join(dir, `submitted-${process.pid}.ndjson`), values.map((value) => JSON.stringify(value)).join('\n') + '\n');
}
