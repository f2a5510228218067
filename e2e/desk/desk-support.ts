import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { CSRF_HEADER_NAME, hospitalToday, type AppointmentPayload } from '@hospital/booking-contract';
import { openData, repositoriesOf } from '../../mfe-booking/server/data';
import { ROOT, SITE } from '../support/stack';
import { expect, type APIRequestContext, type Locator, type Page } from '../support/test';
import { anyOf, firstFreeDay, patient, type Patient } from '../booking/appointment-form';

const run = promisify(execFile);

/** `npm run staff -w mfe-booking/server -- …` against the e2e stack's database, as an operator would run it. */
export async function staffCommand(...args: string[]): Promise<string> {
  const { stdout } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['mfe-booking/server/features/desk/staff-auth/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, BOOKING_DATA_DIR: path.join(SITE, 'booking-data') },
    timeout: 60_000,
  });
  return stdout;
}

export interface Account {
  username: string;
  password: string;
}

/** A new account with a generated password (the command prints it once). */
export async function addStaff(role: 'desk' | 'doctor' | 'admin', doctor?: string): Promise<Account> {
  const username = `${role}.${randomBytes(4).toString('hex')}`;
  const out = await staffCommand('add-user', username, '--role', role, ...(doctor ? ['--doctor', doctor] : []), '--generate');
  const password = /Password: (\S+)/.exec(out)?.[1];
  if (!password) throw new Error(`no password in: ${out}`);
  return { username, password };
}

export async function signIn(page: Page, account: Account, address = '/staff') {
  await page.goto(address);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

export interface Booked {
  reference: string;
  date: string;
  time: string;
  doctor: string;
  patient: Patient;
}

/** A booking through the public API, at a free time of the first day that has one (or at `time` exactly). */
export async function book(
  request: APIRequestContext,
  overrides: Partial<Patient> = {},
  date?: string,
  exactTime?: string,
): Promise<Booked> {
  const who = patient(overrides);
  const day = await firstFreeDay(request, who.service, who.doctor, date);
  for (let attempt = 0; attempt < 5; attempt++) {
    const time = exactTime ?? anyOf(day.times);
    const response = await request.post('/api/appointments/book-appointment', {
      data: {
        fullName: who.fullName,
        age: Number(who.age),
        gender: who.gender,
        email: who.email,
        phone: who.phone,
        whatsapp: '',
        address: who.address,
        service: who.service,
        doctor: who.doctor ?? 'N/A',
        preferredDate: day.date,
        preferredTime: time,
        message: who.message ?? '',
        paymentMethod: 'pay_at_hospital',
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as { appointmentId: string; doctor?: { slug: string } | string };
    const doctor = typeof body.doctor === 'object' ? body.doctor.slug : (body.doctor ?? who.doctor ?? '');
    return { reference: body.appointmentId, date: day.date, time, doctor, patient: who };
  }
  throw new Error('could not book a free time');
}

/**
 * An appointment booked for earlier today (00:00 India time), as if the patient had booked days ago: no
 * booking can be made for a time that has passed, and the no-show rule needs one. Written into the stack's
 * database as the API writes a booking (the row, its search terms, its audit row).
 */
export async function bookedEarlierToday(who: Patient, doctor: string): Promise<Booked> {
  const data = await openData({ kind: 'sqlite', dataDir: path.join(SITE, 'booking-data'), synchronous: 'NORMAL' });
  const reference = `ASH-${randomBytes(4).toString('hex').toUpperCase().slice(0, 4)}-${randomBytes(4).toString('hex').toUpperCase().slice(0, 4)}`;
  const date = hospitalToday();
  const payload: AppointmentPayload = {
    fullName: who.fullName,
    age: Number(who.age),
    gender: who.gender,
    email: who.email,
    phone: who.phone,
    whatsapp: who.phone,
    address: who.address,
    service: who.service as AppointmentPayload['service'],
    doctor,
    preferredDate: date,
    preferredTime: '00:00',
    message: who.message ?? '',
    paymentMethod: 'pay_at_hospital',
  };
  try {
    const at = new Date().toISOString();
    await data.database.transaction(async (trx) => {
      const { appointments, audit } = repositoriesOf(trx, data.database.dialect);
      expect(
        await appointments.insert({
          id: reference,
          createdAt: at,
          payload,
          doctor,
          seat: null,
          status: 'booked',
          language: 'en',
          manageTokenHash: null,
          extra: false,
          channel: 'online',
        }),
      ).toBe(true);
      await audit.record(reference, {
        at,
        actor: { kind: 'patient' },
        action: 'book',
        fromStatus: null,
        toStatus: 'booked',
        fromSlot: null,
        toSlot: `${date} 00:00 ${doctor}`,
        reason: '',
      });
    });
  } finally {
    await data.close();
  }
  return { reference, date, time: '00:00', doctor, patient: who };
}

/** Opens the day of `date` in the desk. */
export async function openDay(page: Page, date: string) {
  await page.getByLabel('Date', { exact: true }).fill(date);
}

export const row = (page: Page, reference: string) => page.locator(`tr[data-reference="${reference}"]`);

/** The desk's search across dates: typed as a receptionist would. */
export async function search(page: Page, text: string) {
  await page.getByLabel('Reference, phone or patient’s name (any date)').fill(text);
}

/** The notice of the desk's last change (a live region). */
export const notice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** '2026-12-06' as the desk writes its day and month: '6 Dec 2026'. */
export const dayAndMonth = (date: string) => {
  const [year, , day] = date.split('-');
  return `${Number(day)} ${new Date(`${date}T00:00:00Z`).toLocaleString('en-IN', { month: 'short', timeZone: 'UTC' })} ${year}`;
};

/** A date and time as the desk's notices write them: 'Sun, 29 Nov at 7:15 am' (the year when not this year's). */
export const noticeWhen = (date: string, time: string) => {
  const day = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(
    new Date(`${date}T00:00:00Z`),
  );
  const part = (type: string) => day.find((p) => p.type === type)?.value ?? '';
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  const year = date.slice(0, 4) === hospitalToday().slice(0, 4) ? '' : ` ${date.slice(0, 4)}`;
  return `${part('weekday')}, ${part('day')} ${part('month')}${year} at ${clock}`;
};

/** The control has the focus and shows it: the browser's :focus-visible applies and draws a ring or an outline. */
export async function expectFocusShown(control: Locator) {
  await expect(control).toBeFocused();
  const shown = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return element.matches(':focus-visible') && (ring || style.boxShadow !== 'none');
  });
  expect(shown, 'focus visible').toBe(true);
}

/** Tab (or Shift+Tab) once and expect `control` to have the focus, visibly. */
export async function tabTo(page: Page, control: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await page.keyboard.press(key);
  await expectFocusShown(control);
}

/** Walk-ins need a free time left today: none is offered after 23:40 in India. */
export const todayIsOver = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date()) >=
  '23:40';

/** A schedule change through the staff API, as the staff member signed in on the page: its status and answer. */
export async function postSchedule(page: Page, body: Record<string, unknown>): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ({ header, body }) => {
      const { csrfToken } = (await (await fetch('/api/staff/session')).json()) as { csrfToken: string };
      const answer = await fetch('/api/staff/schedule', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [header]: csrfToken },
        body: JSON.stringify(body),
      });
      return { status: answer.status, text: await answer.text() };
    },
    { header: CSRF_HEADER_NAME, body },
  );
}

/** A late extra session today for the doctor (as an admin signed in on the page), so free times exist whatever the hour. */
export async function addLateSessionToday(page: Page, doctor: string) {
  const extra = await postSchedule(page, { change: 'extra', doctor, date: hospitalToday(), start: '23:00', end: '24:00' });
  expect(extra.status, extra.text).toBe(200);
}

/** The refusal of a schedule change made on a schedule someone else changed meanwhile. */
export const staleRefusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'changed by someone else meanwhile' });

/**
 * A schedule change made from the page: the specs beside this one change schedules too, so a change made on a
 * schedule read before theirs is refused as stale, and the admin reloads and makes it again, as the refusal asks
 * (three tries). `make` fills the form, sends it and waits for its outcome.
 */
export async function changeScheduleOnPage(page: Page, make: () => Promise<void>): Promise<void> {
  const stale = staleRefusal(page);
  for (let attempt = 1; ; attempt += 1) {
    await make();
    if (attempt === 3 || !(await stale.isVisible())) return;
    await page.reload();
  }
}
