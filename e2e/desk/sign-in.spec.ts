import { expect, test } from '../support/test';
import { addStaff, signIn } from './desk-support';

test.describe('the appointments desk: signing in', () => {
  test('a wrong password is refused, the right one opens the desk, signing out closes it', async ({ page }) => {
    const desk = await addStaff('desk');
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments desk' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await page.getByLabel('Username').fill(desk.username);
    await page.getByLabel('Password').fill('not the right password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The username or password is not right.');
    // What was typed stays (but the password).
    await expect(page.getByLabel('Username')).toHaveValue(desk.username);

    await page.getByLabel('Password').fill(desk.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(`Signed in as ${desk.username}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Appointments of the day' })).toBeVisible();

    // The session survives a reload (the cookie), and the page never sees the cookie.
    await page.reload();
    await expect(page.getByText(`Signed in as ${desk.username}`)).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'hospital_staff');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('five wrong passwords lock the account, even against the right one', async ({ page }) => {
    const desk = await addStaff('desk');
    await page.goto('/staff');
    await page.getByLabel('Username').fill(desk.username);
    for (let i = 0; i < 4; i++) {
      await page.getByLabel('Password').fill(`wrong password ${i}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('The username or password is not right.');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled({ timeout: 15_000 });
    }
    await page.getByLabel('Password').fill('wrong password 4');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Too many failed sign-ins', { timeout: 15_000 });
    await page.getByLabel('Password').fill(desk.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Too many failed sign-ins', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  });

  test('a revoked session sends the desk back to sign-in', async ({ page }) => {
    const desk = await addStaff('desk');
    await signIn(page, desk);
    const { staffCommand } = await import('./desk-support');
    expect(await staffCommand('revoke-sessions', desk.username)).toContain('Ended 1 session');
    // The next refresh of the day list finds the session gone.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  });

  test('the API refuses a change posted without the page’s token, and from another site', async ({ page, baseURL }) => {
    const admin = await addStaff('admin');
    await signIn(page, admin);
    const noToken = await page.request.post('/api/staff/users/nobody/revoke-sessions', { headers: { origin: baseURL ?? '' } });
    expect(noToken.status()).toBe(403);
    const crossSite = await page.request.post('/api/staff/sign-out', { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
    const anonymous = await page.request.get('/api/staff/no-such-route', { headers: { cookie: '' } });
    expect([401, 404]).toContain(anonymous.status());
  });
});
