// The appointments desk's API as one encapsulated plugin, registered under /api/staff: the staff sign-in
// hook it adds runs for every route registered here and for its own not-found answer, and for nothing else.
import type { FastifyPluginAsync } from 'fastify';
import type { BookingConfig } from '../../config';
import type { Repositories } from '../../data';
import { HttpError } from '../../http/errors';
import type { Lifecycle } from '../../domain/use-cases/appointment-changes';
import { createScheduleChanges } from '../../domain/use-cases/apply-leave';
import type { FreeTimesOfDay, ScheduleWriter } from '../../domain/ports';
import { createStaffAccounts } from './staff-auth/accounts';
import { staffAuthPlugin } from './staff-auth/auth';
import { registerAuthorizeRoutes } from './staff-auth/authorize-routes';
import { registerActionRoutes } from './action-routes';
import { createFailedWork } from './failed-work';
import { registerFailedWorkRoutes } from './failed-work-routes';
import { registerPaymentRoutes } from './payment-routes';
import { createDeskView } from './desk-view';
import { registerStaffRoutes } from './routes';
import { registerScheduleRoutes } from './schedule-routes';
import { registerQueueRoutes } from './queue-routes';
import { createQueue } from '../../domain/use-cases/queue';
import { createDayGridQuery } from './day-grid';
import { registerDayGridRoutes } from './day-grid-routes';

export interface DeskPluginOptions {
  repos: Pick<Repositories, 'appointments' | 'audit' | 'staff' | 'outbox' | 'payments' | 'tokens'>;
  schedules: ScheduleWriter;
  config: BookingConfig;
  now: () => Date;
  /** Free times for the desk: no public notice period (the patient is on the phone or at the counter). */
  deskSlots: FreeTimesOfDay;
  /** The lifecycle with the desk's free times: the patient's messages, no patient cut-off. */
  lifecycle: Pick<
    Lifecycle,
    | 'cancel'
    | 'reschedule'
    | 'setStatus'
    | 'undo'
    | 'undoable'
    | 'allowedActions'
    | 'walkIn'
    | 'retryFailedWork'
    | 'settleFailedWork'
    | 'payAtCounter'
  >;
}

export const deskPlugin: FastifyPluginAsync<DeskPluginOptions> = async (staff, { repos, schedules, config, now, deskSlots, lifecycle }) => {
  const rateLimitMax = config.staff.rateLimitMax;
  const view = createDeskView({ repos, lifecycle, now });
  await staff.register(staffAuthPlugin, { store: repos.staff, config: config.staff, now });
  registerStaffRoutes(staff, {
    accounts: createStaffAccounts(repos.staff),
    view,
    window: () => deskSlots.window(),
    rateLimitMax,
  });
  const changes = createScheduleChanges({ schedules, appointments: repos.appointments, lifecycle, horizonDays: config.horizonDays, now });
  registerScheduleRoutes(staff, { changes, deskSlots, view, horizonDays: config.horizonDays, now, rateLimitMax });
  registerActionRoutes(staff, { lifecycle, deskSlots, view, rateLimitMax });
  registerQueueRoutes(staff, { queue: createQueue({ store: repos.tokens, now }), today: () => deskSlots.window().today, rateLimitMax });
  registerDayGridRoutes(staff, {
    grid: createDayGridQuery({ schedule: () => changes.current(), appointments: repos.appointments, tokens: repos.tokens }),
    window: () => deskSlots.window(),
    rateLimitMax,
  });
  registerPaymentRoutes(staff, { lifecycle, view, rateLimitMax });
  registerFailedWorkRoutes(staff, { failedWork: createFailedWork({ repos, lifecycle }), rateLimitMax });
  registerAuthorizeRoutes(staff, rateLimitMax);
  // Reached only past the hook: without a session an unknown address is a 401 like every other.
  staff.setNotFoundHandler(() => {
    throw new HttpError(404, 'Not found');
  });
};
