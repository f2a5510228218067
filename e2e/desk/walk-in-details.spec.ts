import { DEPARTMENT_NAMES, doctorsOf } from '@hospital/hospital-data';
import { expect, test } from '../support/test';
import { violations } from '../support/axe';
import { addLateSessionToday, addStaff, notice, signIn, tabTo, todayIsOver } from './desk-support';

test('a walk-in in Telugu with e-mail and WhatsApp, from the keyboard: stored, and the form empty for the next patient', async ({
  page,
}) => {
  test.skip(todayIsOver(), 'No time of today is left to offer after 23:40 in India');
  test.setTimeout(90_000);
  const department = DEPARTMENT_NAMES[3] ?? '';
  const doctor = doctorsOf(department)[0];
  if (!doctor) throw new Error(`no doctor in ${department}`);
  const admin = await addStaff('admin');
  await signIn(page, admin);
  await addLateSessionToday(page, doctor.slug);
  await page.reload();

  const form = page.getByRole('form', { name: 'Add a walk-in' });
  await form.getByLabel('Patient’s full name').fill('లక్ష్మి దేవి');
  await form.getByLabel('Age').fill('58');
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Phone').fill(`73${String(Date.now()).slice(-8)}`);
  // The new fields in the order of the form, by the keyboard.
  await tabTo(page, form.getByLabel('Write to the patient in'));
  await page.keyboard.press('ArrowDown');
  await expect(form.getByLabel('Write to the patient in')).toHaveValue('te');
  await tabTo(page, form.getByLabel('E-mail (optional)'));
  await page.keyboard.type('lakshmi.walkin@example.in');
  await tabTo(page, form.getByLabel('WhatsApp number (optional)'));
  await page.keyboard.type('+91 98480 22334');
  await form.getByLabel('Department').selectOption(department);
  await form.getByLabel('Doctor').selectOption(doctor.slug);
  const free = form.getByLabel('Free time today');
  await expect(free).toBeEnabled();
  expect(await violations(page)).toEqual([]);
  await free.focus();
  await tabTo(page, form.getByRole('button', { name: 'Add the walk-in' }));
  await page.keyboard.press('Enter');

  await expect(notice(page, /Walk-in లక్ష్మి దేవి added at .* token \d+ \(reference (ASH-[\w-]+)\)/)).toBeVisible();
  const text =
    (await notice(page, /Walk-in లక్ష్మి దేవి added/)
      .first()
      .textContent()) ?? '';
  const reference = /reference (ASH-[\w-]+)/.exec(text)?.[1] ?? '';
  const stored = (await (await page.request.get(`/api/staff/appointments/${reference}`)).json()) as {
    appointment: { email: string; whatsapp: string };
  };
  expect(stored.appointment).toMatchObject({ email: 'lakshmi.walkin@example.in', whatsapp: '9848022334' });
  for (const label of ['Patient’s full name', 'Age', 'Gender', 'Phone', 'E-mail (optional)', 'WhatsApp number (optional)'])
    await expect(form.getByLabel(label)).toHaveValue('');
  await expect(form.getByLabel('Write to the patient in')).toHaveValue('en');
  expect(await violations(page)).toEqual([]);
});
