import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { addStaff, book, openDay, row, signIn } from './desk-support';

test.describe('the appointments desk: the day', () => {
  test('a booking made while the desk is open appears without a reload', async ({ page, request }) => {
    const desk = await addStaff('desk');
    const first = await book(request, { service: 'Orthopaedics & Trauma Care' });
    await signIn(page, desk);
    await openDay(page, first.date);
    await expect(row(page, first.reference)).toBeVisible();
    const allBefore = Number(await page.locator('[data-total="all"]').textContent());

    const second = await book(request, { service: 'Orthopaedics & Trauma Care', fullName: 'Sravani Goud' }, first.date);
    expect(second.date).toBe(first.date);
    await expect(row(page, second.reference)).toBeVisible({ timeout: 15_000 });
    await expect(row(page, second.reference)).toContainText('Sravani Goud');
    await expect(row(page, second.reference)).toContainText('New');
    await expect(page.getByText(/new appointments? since you opened this day/)).toBeVisible();
    // Other tests book on the same day meanwhile: at least this one more.
    expect(Number(await page.locator('[data-total="all"]').textContent())).toBeGreaterThanOrEqual(allBefore + 1);
  });

  test('search by reference or phone, filter by status, group by department', async ({ page, request }) => {
    const desk = await addStaff('desk');
    let a = await book(request, { service: 'Cardiology & Heart Care' });
    const b = await book(request, { service: 'Cardiology & Heart Care' }, a.date);
    // Most tests book cardiology: if a took its day's last free time, both go on b's day.
    if (b.date !== a.date) a = await book(request, { service: 'Cardiology & Heart Care' }, b.date);
    expect(a.date).toBe(b.date);
    await signIn(page, desk);
    await openDay(page, a.date);
    await expect(row(page, a.reference)).toBeVisible();
    await page.getByLabel('Reference or phone').fill(a.reference);
    await expect(row(page, a.reference)).toBeVisible();
    await expect(row(page, b.reference)).toHaveCount(0);
    await page.getByLabel('Reference or phone').fill(b.patient.phone);
    await expect(row(page, b.reference)).toBeVisible();
    await expect(row(page, a.reference)).toHaveCount(0);
    await page.getByLabel('Reference or phone').fill('');
    await page.getByLabel('Status').selectOption('cancelled');
    await expect(row(page, a.reference)).toHaveCount(0);
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Group by').selectOption('department');
    await expect(page.getByRole('heading', { name: /Cardiology & Heart Care/ })).toBeVisible();
  });

  test('a doctor sees only their own appointments', async ({ page, request }) => {
    const mine = await book(request, { service: 'Orthopaedics & Trauma Care' });
    const other = await book(request, { service: 'Cardiology & Heart Care' }, mine.date);
    const doctor = await addStaff('doctor', mine.doctor);
    await signIn(page, doctor);
    await openDay(page, mine.date);
    await expect(row(page, mine.reference)).toBeVisible();
    await expect(row(page, other.reference)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Export as CSV/ })).toHaveCount(0);
  });

  test('the CSV export holds the day, with a formula-looking name made harmless', async ({ page, request }) => {
    const desk = await addStaff('desk');
    const risky = await book(request, { service: 'ENT (Ear, Nose & Throat) Care', fullName: '=HYPERLINK("http://evil.example","Click")' });
    await signIn(page, desk);
    await openDay(page, risky.date);
    await expect(row(page, risky.reference)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download this day' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`appointments-${risky.date}.csv`);
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Reference,Date,Time (IST),Status,Department,Doctor,Patient,Age,Gender,Phone,WhatsApp,E-mail,Address,Payment,Fee (₹),Payment state,Paid (₹),Paid by,Payment ID,Refund ID,Channel,Language,Message,Booked at');
    const line = lines.find((l) => l.startsWith(risky.reference));
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(line).toContain(`${risky.date},${risky.time},Booked,`);
    expect(line).toMatch(/,Pay at hospital,700,Not paid,,,,,Online,English,.*,\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST$/);
  });
});
