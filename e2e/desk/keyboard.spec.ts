import { DEPARTMENT_NAMES, doctorsOf } from '@hospital/hospital-data';
import { expect, test } from '../support/test';
import { addLateSessionToday, addStaff, notice, row, signIn, todayIsOver, tabTo } from './desk-support';

test.describe('the appointments desk from the keyboard', () => {
  test('a walk-in is booked with Tab, arrow keys and Enter, and appears checked in on the list', async ({ page }) => {
    test.skip(todayIsOver(), 'No time of today is left to offer after 23:40 in India');
    const department = DEPARTMENT_NAMES[1] ?? '';
    const doctor = doctorsOf(department)[0];
    if (!doctor) throw new Error(`no doctor in ${department}`);
    const admin = await addStaff('admin');
    await signIn(page, admin);
    await addLateSessionToday(page, doctor.slug);

    const form = page.getByRole('form', { name: 'Add a walk-in' });
    const name = form.getByLabel('Patient’s full name');
    await name.focus();
    await page.keyboard.type('Lakshmi Prasanna');
    await tabTo(page, form.getByLabel('Age'));
    await page.keyboard.type('34');
    const gender = form.getByLabel('Gender');
    await tabTo(page, gender);
    // Choose, Male, Female: two steps down.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(gender).toHaveValue('Female');
    await tabTo(page, form.getByLabel('Phone'));
    await page.keyboard.type(`7${String(Date.now()).slice(-9)}`);
    // The patient's language and where else to write: the receptionist leaves them as they are.
    await tabTo(page, form.getByLabel('Write to the patient in'));
    await tabTo(page, form.getByLabel('E-mail (optional)'));
    await tabTo(page, form.getByLabel('WhatsApp number (optional)'));
    const departmentChoice = form.getByLabel('Department');
    await tabTo(page, departmentChoice);
    await page.keyboard.press('ArrowDown');
    await expect(departmentChoice).toHaveValue(department);
    // The department's first doctor follows; the receptionist keeps it.
    await tabTo(page, form.getByLabel('Doctor'));
    await expect(form.getByLabel('Doctor')).toHaveValue(doctor.slug);
    await tabTo(page, form.getByLabel('Add as an extra beyond capacity'));
    const free = form.getByLabel('Free time today');
    await expect(free).toBeEnabled();
    await tabTo(page, free);
    const time = await free.inputValue();
    expect(time).toMatch(/^\d\d:\d\d$/);
    const add = form.getByRole('button', { name: 'Add the walk-in' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');

    const added = notice(page, `Walk-in Lakshmi Prasanna added at ${time} and checked in`);
    await expect(added).toBeVisible();
    // Said beside the form, where the receptionist is: the token to read out is in view.
    await expect(added).toBeInViewport();
    await expect(added.getByRole('heading', { name: /^Token \d+$/ })).toBeInViewport();
    const reference = /reference (ASH-[0-9A-Z-]+)/.exec((await added.textContent()) ?? '')?.[1] ?? '';
    await expect(row(page, reference)).toContainText('Lakshmi Prasanna');
    await expect(row(page, reference).locator('[data-status]')).toHaveText('Checked in');
    // The form is cleared for the next patient, and the focus has not been lost to the page.
    await expect(name).toHaveValue('');
    await expect(add).toBeFocused();
  });
});
