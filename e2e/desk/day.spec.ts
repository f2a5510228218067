import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { daysAhead } from '../booking/appointment-form';
import { addStaff, book, dayAndMonth, openDay, row, search, signIn } from './desk-support';

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

  test('search across dates from any day: a reference, a phone in another spelling, the start of a Telugu name, shown in the site’s font', async ({
    page,
    request,
  }) => {
    const desk = await addStaff('desk');
    const later = await book(request, { service: 'Cardiology & Heart Care', fullName: 'వెంకటలక్ష్మి కొండపల్లి' }, daysAhead(9));
    await signIn(page, desk);
    // Today's list is on screen; the patient on the phone is booked days later.
    const found = page.getByRole('region', { name: 'Find an appointment' });
    const hit = found.locator(`tr[data-reference="${later.reference}"]`);
    await search(page, later.reference.toLowerCase());
    await expect(hit).toContainText(dayAndMonth(later.date));
    await expect(hit).toContainText(later.time);
    await expect(hit).toContainText('Dr. Venkatesh Iyer');
    await expect(hit.locator('[data-status]')).toHaveText('Booked');
    await search(page, `+91 ${later.patient.phone.slice(0, 5)}-${later.patient.phone.slice(5)}`);
    await expect(hit).toBeVisible();
    await search(page, 'వెంకటల');
    await expect(hit).toBeVisible();
    // The name in Telugu letters, in the site's own Telugu font (a reception PC may have none).
    const name = hit.locator('[lang="te"]').first();
    await expect(name).toHaveText('వెంకటలక్ష్మి కొండపల్లి');
    expect(await name.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Desk Noto Sans Telugu');
    await expect
      .poll(() =>
        page.evaluate(() => [...document.fonts].filter((font) => font.family.includes('Desk Noto Sans Telugu')).map((font) => font.status)),
      )
      .toContain('loaded');
    await search(page, 'Zzqx Nobody');
    await expect(found.getByText('No appointment on any date matches “Zzqx Nobody”.')).toBeVisible();
  });

  test('the day: filter by status, group by department', async ({ page, request }) => {
    const desk = await addStaff('desk');
    const a = await book(request, { service: 'Cardiology & Heart Care' });
    await signIn(page, desk);
    await openDay(page, a.date);
    await expect(row(page, a.reference)).toBeVisible();
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
    const risky = await book(request, { service: 'ENT (Ear, Nose & Throat) Care', fullName: '-Ravi Teja' });
    await signIn(page, desk);
    await openDay(page, risky.date);
    await expect(row(page, risky.reference)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the day shown' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`appointments-${risky.date}.csv`);
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Date,Time (IST),Status,Department,Doctor,Patient,Age,Parent or guardian,Gender,Phone,WhatsApp,E-mail,Address,Payment,Fee (₹),Payment state,Paid (₹),Paid by,Payment ID,Refund ID,Channel,Language,Message,Booked at',
    );
    const line = lines.find((l) => l.startsWith(risky.reference));
    expect(line).toContain(`,'-Ravi Teja,`);
    expect(line).toContain(`${risky.date},${risky.time},Booked,`);
    expect(line).toMatch(/,Pay at hospital,700,Not paid,,,,,Online,English,.*,\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST$/);
  });
});
