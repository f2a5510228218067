// The day as a grid of time × doctor, for the desk and the admin planning leave. One day, inside the
// span the other staff day routes take.
import type { FastifyInstance } from 'fastify';
import type { DayGridAnswer } from '@hospital/booking-contract';
import { staffDate, staffSpan } from '../../http/date-bounds';
import type { BookingWindow } from '../../domain/calendar';
import type { DayGridQuery } from './day-grid';
import { checked, queryOf } from './input';
import { STAFF_API } from './routes-table';
import { staffRouteOptions } from './schemas';

export interface DayGridRouteOptions {
  grid: DayGridQuery;
  window: () => BookingWindow;
  rateLimitMax: number;
}

export function registerDayGridRoutes(app: FastifyInstance, { grid, window, rateLimitMax }: DayGridRouteOptions) {
  const gridInput = checked((request) => {
    const query = queryOf(request);
    // The schema lets through only our departments' names.
    const department = typeof query.department === 'string' && query.department !== '' ? query.department : null;
    return { date: staffDate(query.date, 'date', staffSpan(window())), department };
  });
  app.get(
    STAFF_API.dayGrid.path,
    { ...staffRouteOptions(STAFF_API.dayGrid, rateLimitMax), preHandler: gridInput.preHandler },
    async (request): Promise<DayGridAnswer> => grid(gridInput.of(request)),
  );
}
