// The appointments desk's API as one encapsulated plugin, registered under /api/staff: its sign-in hook
// runs for every route registered here and for its own not-found answer, and for nothing else.
import type { FastifyInstance } from 'fastify';
import type { BookingConfig } from '../config';
import { HttpError } from '../errors';
import type { SlotService } from '../schedule/service';
import type { AppointmentStore } from '../store/types';
import { registerActionRoutes } from './action-routes';
import { installStaffAuth } from './auth';
import type { DeskActions } from './desk-actions';
import { registerStaffRoutes } from './routes';
import { registerScheduleRoutes } from './schedule-routes';

export interface StaffPluginOptions {
  store: AppointmentStore;
  config: BookingConfig;
  now: () => Date;
  /** Free times for the desk: no public notice period (the patient is on the phone or at the counter). */
  deskSlots: SlotService;
  /** The patient's actions (cancel, move) with the desk's free times: same messages, no patient cut-off. */
  actions: DeskActions;
}

export async function staffPlugin(staff: FastifyInstance, { store, config, now, deskSlots, actions }: StaffPluginOptions) {
  installStaffAuth(staff, { store: store.staff, config: config.staff, now });
  registerStaffRoutes(staff, { store: store.staff, rateLimitMax: config.staff.rateLimitMax });
  registerScheduleRoutes(staff, { store, horizonDays: config.horizonDays, now, rateLimitMax: config.staff.rateLimitMax });
  registerActionRoutes(staff, { store, actions, deskSlots, rateLimitMax: config.staff.rateLimitMax });
  // Reached only past the hook: without a session an unknown address is a 401 like every other.
  staff.setNotFoundHandler(() => {
    throw new HttpError(404, 'Not found');
  });
}
