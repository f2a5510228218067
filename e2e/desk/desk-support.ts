import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, SITE } from '../support/stack';
import { expect, type APIRequestContext, type Page } from '../support/test';
import { anyOf, firstFreeDay, patient, type Patient } from '../booking/appointment-form';

const run = promisify(execFile);

/** `npm run staff -w mfe-booking/server -- …` against the e2e stack's database, as an operator would run it. */
export async function staffCommand(...args: string[]): Promise<string> {
  const { stdout } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['mfe-booking/server/features/staff-auth/cli.ts', ...args], {
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

export async function signIn(page: Page, account: Account) {
  await page.goto('/staff');
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

/** A booking through the public API, at a free time of the first day that has one. */
export async function book(request: APIRequestContext, overrides: Partial<Patient> = {}, date?: string): Promise<Booked> {
  const who = patient(overrides);
  const day = await firstFreeDay(request, who.service, who.doctor, date);
  for (let attempt = 0; attempt < 5; attempt++) {
    const time = anyOf(day.times);
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

/** Opens the day of `date` in the desk. */
export async function openDay(page: Page, date: string) {
  await page.getByLabel('Date', { exact: true }).fill(date);
}

export const row = (page: Page, reference: string) => page.locator(`tr[data-reference="${reference}"]`);
