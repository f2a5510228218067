import { DEPARTMENT_NAMES, doctorsOf } from '@hospital/hospital-data';
import { expect, test } from '../support/test';
import { violations } from '../support/axe';
import { addLateSessionToday, addStaff, notice, signIn, todayIsOver, tabTo } from './desk-support';

test.describe('tokens and the queue at the desk', () => {
  test('walk-ins checked in by keyboard get tokens shown large; the queue lists them; the doctor calls next and marks done', async ({
    page,
    browser,
  }) => {
    test.skip(todayIsOver(), 'No time of today is left to offer after 23:40 in India');
    const department = DEPARTMENT_NAMES[2] ?? '';
    const doctor = doctorsOf(department)[0];
    if (!doctor) throw new Error(`no doctor in ${department}`);
    const admin = await addStaff('admin');
    await signIn(page, admin);
    await addLateSessionToday(page, doctor.slug);
    await page.reload();

    const form = page.getByRole('form', { name: 'Add a walk-in' });
    const walkIn = async (name: string, phone: string) => {
      await form.getByLabel('Patient’s full name').fill(name);
      await form.getByLabel('Age').fill('40');
      await form.getByLabel('Gender').selectOption('Female');
      await form.getByLabel('Phone').fill(phone);
      await form.getByLabel('Department').selectOption(department);
      await form.getByLabel('Doctor').selectOption(doctor.slug);
      const free = form.getByLabel('Free time today');
      await expect(free).toBeEnabled();
      // From the last field to the button and Enter, as the receptionist does.
      await free.focus();
      await tabTo(page, form.getByRole('button', { name: 'Add the walk-in' }));
      await page.keyboard.press('Enter');
    };
    const stamp = String(Date.now()).slice(-8);
    await walkIn('Padmavathi Rao', `71${stamp}`);
    await expect(notice(page, /Walk-in Padmavathi Rao added at .* token \d+/)).toBeVisible();
    const slip = page.getByRole('region', { name: /^Token \d+$/ });
    await expect(slip).toContainText('Padmavathi Rao');
    await expect(slip).toContainText(doctor.name);
    const first = Number(((await slip.getByRole('heading').textContent()) ?? '').replace(/\D/g, ''));
    // Large enough to read out across the counter.
    const size = await slip.locator('h2 span').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(48);
    await expect(slip.getByRole('button', { name: 'Print token slip' })).toBeVisible();

    await walkIn('Srinivas Murthy', `72${stamp}`);
    await expect(page.getByRole('region', { name: `Token ${first + 1}` })).toContainText('Srinivas Murthy');

    const queue = page.getByRole('region', { name: 'Queue today' });
    await queue.getByLabel('Doctor').selectOption(doctor.slug);
    const waiting = queue.getByRole('list', { name: 'Waiting, in token order' }).getByRole('listitem');
    await expect(waiting.filter({ hasText: /Padmavathi Rao|Srinivas Murthy/ })).toHaveText([
      new RegExp(`Token ${first} Padmavathi Rao, waiting \\d+ minutes?`),
      new RegExp(`Token ${first + 1} Srinivas Murthy, waiting \\d+ minutes?`),
    ]);
    expect(await violations(page)).toEqual([]);

    // The doctor's own account: their queue only, call the next patient in, then mark the visit done.
    const account = await addStaff('doctor', doctor.slug);
    const context = await browser.newContext();
    const doctorPage = await context.newPage();
    try {
      await signIn(doctorPage, account);
      const own = doctorPage.getByRole('region', { name: 'Queue today' });
      await expect(own.getByLabel('Doctor')).toHaveCount(0);
      // Earlier tokens of the day (other tests) are called first: call until Padmavathi is in.
      const call = own.getByRole('button', { name: 'Call the next patient' });
      for (let i = 0; i < first; i++) {
        await call.click();
        await expect(own.getByRole('status')).toContainText(/Token \d+/);
        if ((await own.getByRole('status').textContent())?.includes(`Token ${first},`)) break;
      }
      await expect(own.getByRole('status')).toHaveText(`Token ${first}, Padmavathi Rao: please go in to the doctor.`);
      const done = own.getByRole('button', { name: `Mark token ${first} done` });
      await done.focus();
      await doctorPage.keyboard.press('Enter');
      await expect(own.getByRole('status')).toHaveText(`Token ${first}, Padmavathi Rao: visit done.`);
      await expect(own.getByRole('list', { name: 'Waiting, in token order' })).toContainText(`Token ${first + 1} Srinivas Murthy`);
      await expect(own.getByRole('list', { name: 'Waiting, in token order' })).not.toContainText('Padmavathi Rao');
      expect(await violations(doctorPage)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
