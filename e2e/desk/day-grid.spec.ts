import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { violations } from '../support/axe';
import { daysAhead } from '../booking/appointment-form';
import { addStaff, book, postSchedule, signIn, tabTo } from './desk-support';

const GENERAL = 'General Medicine & Family Care';
const REDDY = 'dr-srinivas-reddy';
const ALI = 'dr-mohammed-imran-ali';
const REASON = 'Grid check leave';

test.use({ viewport: { width: 1366, height: 768 } });

const freeTimes = async (request: APIRequestContext, doctor: string, date: string) => {
  const answer = await request.get(`/api/appointments/slots?${new URLSearchParams({ service: GENERAL, doctor, date }).toString()}`);
  return ((await answer.json()) as { slots: Array<{ time: string }> }).slots.map((slot) => slot.time);
};

/** A day near the end of the window (away from the other tests) when both doctors hold clinic and Dr. Ali can be marked away. */
async function dayWithAliAway(page: Page, request: APIRequestContext): Promise<{ date: string; aliTime: string }> {
  for (const offset of [29, 28, 27, 26, 25, 24, 23]) {
    const date = daysAhead(offset);
    const [reddy, ali] = [await freeTimes(request, REDDY, date), await freeTimes(request, ALI, date)];
    if (reddy.length === 0 || !ali[0]) continue;
    if ((await postSchedule(page, { change: 'off', doctor: ALI, date, reason: REASON })).status === 200) return { date, aliTime: ali[0] };
  }
  throw new Error('no day with both doctors in clinic and Dr. Ali free to be away');
}

/** The cell of a doctor's column at a time. */
const cell = (grid: Locator, doctor: string, time: string) =>
  grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('rowheader', { name: time, exact: true }) })
    .locator(`td[data-doctor="${doctor}"]`);

test('the admin reads a department’s day as a grid of time × doctor at 1,366 px, by keyboard, and prints it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await addStaff('admin');
  await signIn(page, admin);
  const { date, aliTime } = await dayWithAliAway(page, request);
  try {
    const booked = await book(request, { service: GENERAL, doctor: REDDY, fullName: 'Grid Lakshmi Devi' }, date);
    expect(booked.date).toBe(date);

    // The switch to the grid, by keyboard.
    const toGrid = page.getByRole('button', { name: 'A grid of time × doctor' });
    await toGrid.focus();
    await page.keyboard.press('Enter');
    await expect(toGrid).toHaveAttribute('aria-pressed', 'true');
    const section = page.getByRole('region', { name: 'The doctors’ day: who is free when' });
    await section.getByLabel('Date', { exact: true }).fill(date);
    await section.getByLabel('Department', { exact: true }).selectOption(GENERAL);
    const grid = section.getByRole('table');
    await expect(grid).toContainText('Dr. Mohammed Imran Ali');
    await expect(grid.getByRole('columnheader')).toHaveText([
      /^Time$/,
      /Dr\. Srinivas Reddy/,
      /Dr\. Mohammed Imran Ali/,
      /Dr\. Sneha Kulkarni/,
    ]);

    // A booked cell: the patient and where they stand; a leave cell: the doctor away, and why.
    await expect(cell(grid, REDDY, booked.time)).toHaveText(/Grid Lakshmi Devi\s*Booked/);
    await expect(cell(grid, REDDY, booked.time).getByRole('link', { name: 'Grid Lakshmi Devi' })).toBeVisible();
    await expect(cell(grid, ALI, aliTime)).toHaveText(`On leave (${REASON})`);

    // A department's doctors fit 1,366 px: neither the page nor the grid scrolls sideways.
    const scroller = section.getByRole('region', { name: /General Medicine/ });
    const widths = await scroller.evaluate((el) => ({
      grid: el.scrollWidth - el.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(widths).toEqual({ grid: 0, page: 0 });
    // The header row stays in view when the grid scrolls down.
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const [box, head] = [await scroller.boundingBox(), await grid.getByRole('columnheader', { name: 'Time' }).boundingBox()];
    expect(Math.abs((head?.y ?? -100) - (box?.y ?? 0))).toBeLessThanOrEqual(2);

    // Keyboard: from the last control to the grid's box (scrollable by keys), then to a doctor's leave.
    await section.getByLabel('Language', { exact: true }).focus();
    await tabTo(page, scroller);
    await tabTo(page, grid.getByRole('button', { name: 'Plan leave for Dr. Srinivas Reddy' }));
    await page.keyboard.press('Enter');
    const leave = page.getByRole('form', { name: 'Mark a doctor’s leave' });
    await expect(leave.getByLabel('Doctor on leave')).toHaveValue(REDDY);
    await expect(leave.getByLabel('Date of the leave')).toHaveValue(date);
    await expect(leave.getByLabel('Reason (for the schedule and the moved patients)')).toBeFocused();

    expect(await violations(page)).toEqual([]);

    // In Telugu and in Hindi, as clean: the section's own heading is in the chosen language.
    await section.getByLabel('Language', { exact: true }).selectOption('te');
    const telugu = page.getByRole('region', { name: 'డాక్టర్ల రోజు: ఎవరు ఎప్పుడు ఖాళీ' });
    await expect(cell(telugu.getByRole('table'), ALI, aliTime)).toHaveText(`సెలవులో ఉన్నారు (${REASON})`);
    await expect(cell(telugu.getByRole('table'), REDDY, booked.time)).toContainText('బుక్ అయింది');
    await expect(telugu.getByRole('columnheader', { name: /డా. శ్రీనివాస్ రెడ్డి/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await telugu.getByLabel('భాష', { exact: true }).selectOption('hi');
    const hindi = page.getByRole('region', { name: 'डॉक्टरों का दिन: कौन कब खाली है' });
    await expect(cell(hindi.getByRole('table'), ALI, aliTime)).toHaveText(`छुट्टी पर (${REASON})`);
    expect(await violations(page)).toEqual([]);
    await hindi.getByLabel('भाषा', { exact: true }).selectOption('en');

    // Printed: the grid with its rows and columns, no buttons or fields, nothing of the rest of the desk.
    await page.emulateMedia({ media: 'print' });
    await expect(grid).toBeVisible();
    await expect(cell(grid, ALI, aliTime)).toBeVisible();
    await expect(section.getByRole('button')).toHaveCount(0);
    await expect(section.getByLabel('Department', { exact: true })).toBeHidden();
    await expect(toGrid).toBeHidden();
    await expect(leave).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    expect(await scroller.evaluate((el) => getComputedStyle(el).overflow)).toBe('visible');
    await page.emulateMedia({ media: 'screen' });
  } finally {
    const back = await postSchedule(page, { change: 'on', doctor: ALI, date });
    expect(back.status, back.text).toBe(200);
  }
});
