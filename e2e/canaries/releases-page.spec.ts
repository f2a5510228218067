import { violations } from '../support/axe';
import { expect, test } from '../support/test';
import { ops } from '../support/stack';
import { copyOfLiveContent } from './live-copy';
import { addStaff, signIn } from '../desk/desk-support';

// Publishes a copy of the live content release (healthy: the same code) and, from the releases page, starts it
// as a canary and promotes it; then makes the first release live again. No other desktop spec releases content.
test.describe.configure({ mode: 'serial' });

test('an admin starts a healthy canary from the releases page and promotes it; the history names them', async ({ page }) => {
  test.setTimeout(180_000);
  const published = await ops(
    'release',
    'content',
    '--version',
    `9.1.0-page.${Date.now()}`,
    '--from',
    await copyOfLiveContent(),
    '--publish',
  );
  expect(published.code, published.stderr).toBe(0);
  const status = JSON.parse((await ops('releases', '--json')).stdout) as Array<{ remote: string; live: string }>;
  const first = status.find((remote) => remote.remote === 'content')?.live ?? '';
  const offered = /^content (\S+) is published/m.exec(published.stdout)?.[1] ?? '';
  expect(offered).toContain('9.1.0-page.');

  const admin = await addStaff('admin');
  await signIn(page, admin);
  await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Releases' }).click();
  await expect(page).toHaveURL(/\/staff\/releases$/);
  await expect(page.locator('[lang="en"]').getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  const content = page.getByRole('region', { name: 'Hospital pages (content)' });
  await expect(content).toContainText(`Live: ${first}`);
  const release = content.getByLabel('Release to try');
  await release.selectOption(offered);
  await content.getByLabel('Share of new visitors (%)').fill('50');
  expect(await violations(page), 'the releases page').toEqual([]);

  // Keyboard: the form's button, then the question's confirm button.
  await content.getByRole('button', { name: 'Start the canary…' }).press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Start a canary of Hospital pages?' });
  await expect(question.getByRole('button', { name: 'Keep things as they are' })).toBeFocused();
  expect(await violations(page), 'the question').toEqual([]);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`The canary ${offered} of Hospital pages has started.`);
  await expect(page.getByRole('status')).toBeFocused();
  const rates = content.getByRole('table', { name: 'Failures since the canary started' });
  await expect(rates.getByRole('rowheader', { name: `Canary ${offered}` })).toBeVisible();
  await expect(rates.getByRole('rowheader', { name: `Live ${first}` })).toBeVisible();
  expect(await violations(page), 'a running canary').toEqual([]);

  await content.getByRole('button', { name: `Promote ${offered} to everyone…` }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: `Promote ${offered}` })
    .click();
  await expect(page.getByRole('status')).toHaveText(`${offered} of Hospital pages is live for everyone.`);
  await expect(content).toContainText(`Live: ${offered}, to every visitor`);
  const history = content.getByRole('table', { name: 'History' }).getByRole('row');
  await expect(history.nth(1)).toContainText(/Promoted to everyone/);
  await expect(history.nth(1)).toContainText(admin.username);
  await expect(history.nth(2)).toContainText(/Canary started/);
  await expect(history.nth(2)).toContainText(admin.username);
  expect(await violations(page), 'after promoting').toEqual([]);

  const recorded = JSON.parse((await ops('releases', '--history', '--json')).stdout) as Array<{
    remote: string;
    kind: string;
    who: string;
  }>;
  expect(recorded.filter((entry) => entry.remote === 'content').slice(-2)).toMatchObject([
    { kind: 'canary', who: admin.username },
    { kind: 'promote', who: admin.username },
  ]);

  const back = await ops('rollback', 'content', first);
  expect(back.code, back.stderr).toBe(0);
});

test('the desk role sees no link to the releases, is told the page is for administrators, and the API refuses it', async ({
  page,
  request,
}) => {
  const desk = await addStaff('desk');
  await signIn(page, desk);
  await expect(page.getByRole('link', { name: 'Releases' })).toHaveCount(0);
  await page.goto('/staff/releases');
  await expect(page.getByText('Only an administrator may see and change releases.')).toBeVisible();
  const refused = await page.request.get('/api/site/releases');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ success: false });
  // Without the session cookie (another client): 401.
  const signedOut = await request.post('/api/site/releases/content/rollback', { data: { release: 'x' } });
  expect(signedOut.status()).toBe(401);
});
