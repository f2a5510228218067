// A day as a grid of time × doctor, for the admin planning leave: each doctor's cell at each of the
// day's slot times says who is booked, or that it is free, on leave or outside the doctor's clinic.
import type { Static } from '@sinclair/typebox';
import { Array as List, Integer, Object as Obj, Optional, String as Str } from '@sinclair/typebox';
import { clockTime, isoDate, nullable, stringEnum, succeeded } from './schema-parts';

export const GRID_CELL_KINDS = ['booked', 'free', 'leave', 'holiday', 'within', 'none'] as const;
/**
 * booked: patients hold the slot; free: a slot with room; leave: the doctor's usual clinic, off that day;
 * holiday: the hospital is closed; within: inside a longer slot that starts earlier (`slot`); none: no clinic then.
 */
export type GridCellKind = (typeof GRID_CELL_KINDS)[number];

export const gridPatientSchema = Obj(
  {
    reference: Str(),
    fullName: Str(),
    status: Str(),
    /** The check-in's token, once the patient has arrived. */
    token: nullable(Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

export const gridCellSchema = Obj(
  {
    kind: stringEnum(GRID_CELL_KINDS),
    /** booked: who holds the slot, in order of booking. */
    patients: Optional(List(gridPatientSchema)),
    /** booked and free: the seats still open. */
    seatsLeft: Optional(Integer({ minimum: 0 })),
    /** leave and holiday: why. */
    reason: Optional(Str()),
    /** within: the slot this time belongs to. */
    slot: Optional(clockTime()),
  },
  { additionalProperties: false },
);

export const gridDoctorSchema = Obj(
  {
    doctor: Str(),
    doctorName: Str(),
    slotMinutes: Integer({ minimum: 1 }),
    capacity: Integer({ minimum: 1 }),
    /** One cell per time of the answer's `times`, in the same order. */
    cells: List(gridCellSchema),
  },
  { additionalProperties: false },
);

/** `GET /api/staff/day-grid?date=…&department=…`: the day's slot times and each doctor's cells at them. */
export const dayGridAnswerSchema = Obj(
  {
    success: succeeded(),
    date: isoDate(),
    department: nullable(Str()),
    times: List(clockTime()),
    doctors: List(gridDoctorSchema),
  },
  { additionalProperties: false },
);

export type GridPatient = Static<typeof gridPatientSchema>;
export type GridCell = Static<typeof gridCellSchema>;
export type GridDoctor = Static<typeof gridDoctorSchema>;
export type DayGridAnswer = Static<typeof dayGridAnswerSchema>;
