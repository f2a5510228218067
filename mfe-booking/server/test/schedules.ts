import path from 'node:path';
import { readScheduleFile } from '../features/schedules/read-file';

/** Every doctor, every day, 00:00-24:00, 15-minute slots of one: any time a test picks can be booked. */
export const ALWAYS_OPEN_FILE = path.join(__dirname, 'always-open-schedule.json');
export const alwaysOpen = readScheduleFile(ALWAYS_OPEN_FILE);

/** The hospital's real schedule, as a fresh database is seeded with it. */
export const DEFAULT_SCHEDULE_FILE = path.join(__dirname, '..', 'features', 'schedules', 'schedule.json');
