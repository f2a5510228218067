import { expect, test, type APIRequestContext } from '../support/test';
import { daysAhead } from '../booking/appointment-form';
import { violations } from '../support/axe';
import { mailsAbout } from '../support/mail';
import { addStaff, changeScheduleOnPage, openDay, row, signIn, staleRefusal } from './desk-support';

const GENERAL = 'General Medicine & Family Care';
const SNEHA = 'dr-sneha-kulkarni';

/** A Telugu patient booked with Dr. Kulkarni on a day near the end of the booking window (away from the other leave tests). */
async function bookTelugu(request: APIRequestContext, email: string) {
  for (let offset = 27; offset >= 22; offset--) {
    const date = daysAhead(offset);
    const answer = await request.get(
      `/api/appointments/slots?${new URLSearchParams({ service: GENERAL, doctor: SNEHA, date }).toString()}`,
    );
    const times = ((await answer.json()) as { slots: Array<{ time: string }> }).slots.map((s) => s.time);
    for (const time of times.slice(0, 3)) {
      const booked = await request.post('/api/appointments/book-appointment', {
        headers: { 'accept-language': 'te' },
        data: {
          fullName: 'సాయి కిరణ్',
          age: 41,
          gender: 'Male',
          email,
          phone: `9${String(Date.now()).slice(-9)}`,
          whatsapp: '',
          address: 'Kompally, Hyderabad',
          service: GENERAL,
          doctor: SNEHA,
          preferredDate: date,
          preferredTime: time,
          message: '',
          paymentMethod: 'pay_at_hospital',
        },
      });
      if (booked.status() === 201) return { reference: ((await booked.json()) as { appointmentId: string }).appointmentId, date, time };
    }
  }
  throw new Error('Dr. Kulkarni has no free time near the end of the booking window');
}

test('a leave moves a patient to another free time: the day shows the new time, the Telugu e-mail says it with the hospital’s note', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const patient = await bookTelugu(request, `another.time.${Date.now()}@example.in`);
  const admin = await addStaff('admin');
  await signIn(page, admin);

  const form = page.getByRole('form', { name: 'Mark a doctor’s leave' });
  const done = page.getByRole('status').filter({ hasText: 'The booking site uses it at once' });
  let chosen = '';
  await changeScheduleOnPage(page, async () => {
    await form.getByLabel('Doctor on leave').selectOption(SNEHA);
    await form.getByLabel('Date of the leave').fill(patient.date);
    await form.getByLabel('Reason (for the schedule and the moved patients)').fill('Medical camp');
    await form.getByRole('button', { name: 'Show who is booked' }).focus();
    await page.keyboard.press('Enter');

    const choice = page.getByLabel(`What to do with ${patient.reference}`);
    await expect(choice).toBeVisible();
    // "Another time": an option that names a day and a time, not the same time with a colleague.
    const later = choice.locator('option').filter({ hasText: /^Move to .+, \w{3}, \d{1,2} \w{3} \d{4} \d\d:\d\d$/ });
    await expect(later.first()).toBeAttached();
    chosen = (await later.first().getAttribute('value')) ?? '';
    await choice.selectOption(chosen);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mark the leave, moving and cancelling as chosen' }).focus();
    await page.keyboard.press('Enter');
    await expect(done.or(staleRefusal(page))).toBeVisible();
  });
  const [doctor = '', date = '', time = ''] = chosen.split(' ');

  // Written as people read it: "Saturday 26 December 2026 at 9:00 am".
  const [year = '', , day = ''] = date.split('-');
  const month = new Date(`${date}T00:00:00Z`).toLocaleString('en-IN', { month: 'long', timeZone: 'UTC' });
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  await expect(done.locator('[data-outcome="moved"]', { hasText: patient.reference })).toContainText(
    `${Number(day)} ${month} ${year} at ${clock}`,
  );
  expect(await violations(page)).toEqual([]);

  await openDay(page, date);
  await expect(row(page, patient.reference)).toContainText(time);
  const moved = (await (await page.request.get(`/api/staff/appointments/${patient.reference}`)).json()) as {
    appointment: { doctor: string; date: string; time: string };
  };
  expect(moved.appointment).toMatchObject({ doctor, date, time });

  // Told in Telugu, the admin's words marked as the hospital's.
  await expect
    .poll(
      async () =>
        (await mailsAbout(patient.reference)).filter((mail) => mail.subject?.startsWith(`అపాయింట్‌మెంట్ మారింది: ${patient.reference}`)).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  const [mail] = (await mailsAbout(patient.reference)).filter((m) => m.subject?.startsWith('అపాయింట్‌మెంట్ మారింది'));
  expect(mail?.text).toContain('ఆసుపత్రి వారి గమనిక: Medical camp');
});
