// The desk's door through the public site server, as an attacker outside would knock: every protected route
// the booking API registers, in every spelling of its address, with no session.
import { E2E_PORT } from '../../playwright.config';
import { STAFF_API } from '../../mfe-booking/server/features/desk/routes-table';
import { protectedRoutes, registeredRoutes, walkWithoutSession } from '../../mfe-booking/server/test/protected-routes';
import { expect, test } from '../support/test';
import { staffCommand } from './desk-support';

// The site server's own refusal of an address that is malformed whatever it names (encoded slash, `//`, `..`).
const MALFORMED = { success: false, message: 'This address or request is not valid.' };

test('no spelling of a staff address reaches a route without a session, and none adds an account', async () => {
  test.setTimeout(120_000);
  const routes = protectedRoutes(await registeredRoutes());
  // Every staff route but sign-in, each GET also as HEAD.
  const staff = Object.values(STAFF_API).filter((spec) => spec !== STAFF_API.signIn);
  expect(routes.filter((route) => route.guard === 'staff').length).toBe(
    staff.length + staff.filter((spec) => spec.method === 'GET').length,
  );
  const answers = await walkWithoutSession(`http://localhost:${E2E_PORT}`, routes);
  const wrong = answers.filter((answer) => {
    if (answer.status === 400) return answer.method !== 'HEAD' && answer.body !== JSON.stringify(MALFORMED);
    return ![401, 403, 404].includes(answer.status ?? 0) || (answer.method !== 'HEAD' && !/"success":false/.test(answer.body));
  });
  expect(wrong).toEqual([]);
  // Staff paths spelt with an escaped letter are the same routes: refused unsigned, like the plain spelling.
  const repro = answers.filter((answer) => /^\/api\/sta%66f\/(users|schedule|session|appointments\/[^/]+\/confirm)$/.test(answer.path));
  expect(repro.map((answer) => answer.status)).toEqual(repro.map(() => 401));
  expect(repro.length).toBeGreaterThanOrEqual(5);
  expect(await staffCommand('list')).not.toContain('intruder');
});
