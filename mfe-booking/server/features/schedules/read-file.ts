import fs from 'node:fs';
import path from 'node:path';
import { parseScheduleFile } from '../../domain/schedule-file';
import type { Schedule } from '../../domain/schedule';

/** A schedule data file from disk, checked; its source label is the file's name. */
export function readScheduleFile(file: string): { schedule: Schedule; source: string } {
  const source = path.basename(file);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the schedule file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { schedule: parseScheduleFile(data, source), source };
}
