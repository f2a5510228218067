import { expect, test, type Locator } from '../support/test';
import { daysAhead } from '../booking/appointment-form';
import { addStaff, book, notice, search, signIn } from './desk-support';

/** A field of the appointment's page by its label. */
const field = (page: Locator, label: string) => page.locator(`dt:text-is("${label}") + dd`);

test('the appointment’s page: every field the patient gave, what may be done now, the history and the messages with their delivery', async ({
  page,
  request,
}) => {
  const booked = await book(
    request,
    {
      service: 'General Medicine & Family Care',
      fullName: 'Sravani Goud',
      age: '34',
      gender: 'Female',
      message: 'Chest pain on exertion for a week',
      email: `sravani.${Date.now()}@example.in`,
    },
    daysAhead(4),
  );
  const desk = await addStaff('desk');
  await signIn(page, desk);
  await search(page, booked.reference);
  await page.getByRole('link', { name: `Open ${booked.reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]appointment=${booked.reference}`));
  const detail = page.locator(`[data-appointment="${booked.reference}"]`);
  await expect(detail.getByRole('heading', { name: `Appointment ${booked.reference}` })).toBeFocused();
  const expected: Array<[string, string]> = [
    ['Patient', 'Sravani Goud'],
    ['Age', '34'],
    ['Gender', 'Female'],
    ['Phone', booked.patient.phone],
    ['WhatsApp', booked.patient.phone],
    ['E-mail', booked.patient.email],
    ['Address', booked.patient.address],
    ['Message', 'Chest pain on exertion for a week'],
    ['Booked in', 'English'],
    ['Payment', 'Pay at hospital'],
    ['Came', 'Online'],
    ['Status', 'Booked'],
  ];
  for (const [label, value] of expected) {
    await expect(field(detail, label), label).toHaveText(value);
  }
  await expect(field(detail, 'Booked at')).toHaveText(/ IST$/);
  // A later day: confirm, reschedule and cancel, but no check-in and no no-show yet.
  await expect(detail.getByRole('button', { name: `Check in ${booked.reference}` })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: `No-show ${booked.reference}` })).toHaveCount(0);

  await detail.getByRole('button', { name: `Confirm ${booked.reference}` }).click();
  await expect(notice(page, `${booked.reference} (Sravani Goud) confirmed.`)).toBeVisible();
  await expect(field(detail, 'Status')).toHaveText('Confirmed');
  const history = detail.locator('table[data-history] tbody tr');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('The patient');
  await expect(history.nth(1)).toContainText(`${desk.username} (desk)`);
  await expect(history.nth(1)).toContainText('Booked → Confirmed');
  // The patient is told: the booking's and the confirmation's e-mails, each with where it stands.
  const messages = detail.locator('table[data-messages] tbody tr');
  await expect(messages.filter({ hasText: 'Confirmed' }).filter({ hasText: 'E-mail' })).toHaveCount(1);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator('table[data-messages] tbody tr').filter({ hasText: 'Confirmed' }).locator('td').last().textContent();
      },
      { timeout: 30_000 },
    )
    .toMatch(/^Sent /);

  // The confirmation undone from its page, within the undo time: booked again, the row marked undone.
  await detail.getByRole('button', { name: /^Undo the confirmation/ }).click();
  await expect(notice(page, `Undone: the confirmation of ${booked.reference}.`)).toBeVisible();
  await expect(field(detail, 'Status')).toHaveText('Booked');
  await expect(history.nth(1)).toContainText('Undone');
  await detail.getByRole('link', { name: 'Back to the lists' }).click();
  await expect(page.getByRole('heading', { name: /Appointments of the day/ })).toBeVisible();
});
