import { expect, test } from '../support/test';
import { daysAhead } from '../booking/appointment-form';
import { addStaff, book, changeScheduleOnPage, dayAndMonth, signIn } from './desk-support';

test.describe('the appointments desk: administration', () => {
  test('a schedule change that would strand a booked appointment is refused with the appointment listed', async ({ page, request }) => {
    const booked = await book(request, { service: 'Orthopaedics & Trauma Care' });
    const admin = await addStaff('admin');
    await signIn(page, admin);
    const form = page.getByRole('form', { name: 'A date off or an extra session' });
    const refusal = page.getByRole('alert');
    await changeScheduleOnPage(page, async () => {
      await form.getByLabel('Change').selectOption('off');
      await form.getByLabel('For').selectOption(booked.doctor);
      await form.getByLabel('On', { exact: true }).fill(booked.date);
      await form.getByLabel('Reason (optional)').fill('Conference');
      await form.getByRole('button', { name: 'Apply change' }).click();
      await expect(refusal).toContainText(/would no longer fit this schedule|changed by someone else meanwhile/);
    });
    await expect(refusal).toContainText(/booked appointments? would no longer fit this schedule\. Move or cancel/);
    await expect(refusal.locator(`[data-stranded="${booked.reference}"]`)).toContainText(`${dayAndMonth(booked.date)} ${booked.time}`);
    // Nothing was written: the slot API still offers the doctor's day.
    const slots = await request.get(
      `/api/appointments/slots?service=${encodeURIComponent('Orthopaedics & Trauma Care')}&doctor=${booked.doctor}&date=${booked.date}`,
    );
    expect(((await slots.json()) as { closed?: unknown; slots: unknown[] }).slots.length).toBeGreaterThan(0);
  });

  test('an extra session that strands nobody is applied at once, and removed again', async ({ page }) => {
    const admin = await addStaff('admin');
    await signIn(page, admin);
    const date = daysAhead(25);
    const form = page.getByRole('form', { name: 'A date off or an extra session' });
    await form.getByLabel('Change').selectOption('extra');
    await form.getByLabel('For').selectOption('dr-prakash-naidu');
    await form.getByLabel('On', { exact: true }).fill(date);
    await form.getByLabel('From (HH:MM)').fill('06:00');
    await form.getByLabel('Until (HH:MM)').fill('06:30');
    await form.getByRole('button', { name: 'Apply change' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'extra session for Dr. Prakash Naidu' })).toBeVisible();
    await form.getByLabel('Change').selectOption('remove-extra');
    await form.getByRole('button', { name: 'Apply change' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'no extra session for Dr. Prakash Naidu' })).toBeVisible();
  });

  test('an admin adds a desk account, which signs in with the password shown once; a desk account sees no admin panels', async ({
    page,
    browser,
  }) => {
    const admin = await addStaff('admin');
    await signIn(page, admin);
    const name = `clerk.${Date.now().toString(36)}`;
    const form = page.getByRole('form', { name: 'Add an account' });
    await form.getByLabel('New username').fill(name);
    await form.getByLabel('Role').selectOption('desk');
    await form.getByRole('button', { name: 'Add account' }).click();
    const shown = page.getByRole('status').filter({ hasText: `Added ${name}` });
    await expect(shown).toBeVisible();
    const password = /Password: (\S+) \(shown once/.exec((await shown.textContent()) ?? '')?.[1] ?? '';
    expect(password).toHaveLength(24);

    const other = await browser.newContext();
    const desk = await other.newPage();
    await signIn(desk, { username: name, password });
    await expect(desk.getByRole('heading', { name: 'Appointments of the day' })).toBeVisible();
    await expect(desk.getByRole('heading', { name: 'Schedules' })).toHaveCount(0);
    await expect(desk.getByRole('heading', { name: 'Staff accounts' })).toHaveCount(0);

    await page.getByRole('button', { name: `Disable ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} is disabled and signed out.` })).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
    await other.close();
  });
});
