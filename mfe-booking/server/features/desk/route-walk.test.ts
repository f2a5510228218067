import type { RouteOptions } from 'fastify';
import { startServer, type RunningServer } from '../../test/harness';
import { protectedRoutes, walkWithoutSession, type ProtectedRoute } from '../../test/protected-routes';
import { addAccounts } from '../../test/staff';
import { STAFF_API, STAFF_PREFIX } from './routes-table';

// About 900 requests: seconds on a quiet machine, more than jest's default five under the whole suite's load.
jest.setTimeout(60_000);

describe('every protected route, in every spelling of its address, without a session', () => {
  let server: RunningServer;
  const routes: RouteOptions[] = [];
  let walked: ProtectedRoute[];

  beforeAll(async () => {
    server = await startServer({ env: { STAFF_RATE_LIMIT_MAX: '0' }, onRoute: (route) => void routes.push(route) });
    await addAccounts(server.data.repos.staff);
    walked = protectedRoutes(routes);
  });
  afterAll(() => server.stop());

  it('finds every staff route but sign-in guarded by roles, and the machine listing', () => {
    // The test's own check that nothing under the desk's prefix was registered without roles.
    const underStaff = routes.filter((route) => route.url.startsWith(`${STAFF_PREFIX}/`) && route.url !== STAFF_API.signIn.url);
    expect(underStaff.filter((route) => !Array.isArray(route.config?.staffRoles)).map((route) => route.url)).toEqual([]);
    const staffRoutes = new Set(walked.filter((route) => route.guard === 'staff').map((route) => `${route.method} ${route.url}`));
    for (const spec of Object.values(STAFF_API).filter((spec) => spec !== STAFF_API.signIn))
      expect(staffRoutes).toContain(`${spec.method} ${spec.url}`);
    expect(
      walked
        .filter((route) => route.guard === 'token')
        .map((route) => route.method)
        .sort(),
    ).toEqual(['GET', 'HEAD']);
  });

  it('answers 401, 403 or 404 with { success: false }, never 2xx, never 5xx, and adds no account', async () => {
    const answers = await walkWithoutSession(server.url, walked);
    expect(answers.length).toBeGreaterThan(700);
    const wrong = answers.filter(
      (answer) => ![401, 403, 404].includes(answer.status ?? 0) || (answer.method !== 'HEAD' && !/"success":false/.test(answer.body)),
    );
    expect(wrong).toEqual([]);
    expect((await server.data.repos.staff.listUsers()).map((user) => user.username)).not.toContain('intruder');
  });
});
