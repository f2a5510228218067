// Building blocks of the contract's TypeBox schemas, in the subset OpenAPI 3.0, Ajv and the browser's check
// (json-check.ts) all read alike: `nullable` rather than a union, `enum` rather than `const`.
import { DEPARTMENT_NAMES } from '@hospital/hospital-data';
import { Object as Obj, String as Str, Unsafe, type TSchema, type Static } from '@sinclair/typebox';

export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const TIME_OF_DAY_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

export const isoDate = () => Str({ pattern: ISO_DATE_PATTERN });
export const clockTime = () => Str({ pattern: TIME_OF_DAY_PATTERN });
export const stringEnum = <const T extends readonly string[]>(values: T) => Unsafe<T[number]>({ type: 'string', enum: [...values] });
/** A department of the hospital, by its name (typed as text: the API's callers pass names they were given). */
export const departmentName = () => Unsafe<string>({ type: 'string', enum: [...DEPARTMENT_NAMES] });
/** `success: true` of every answer that did what was asked. */
export const succeeded = () => Unsafe<true>({ type: 'boolean', enum: [true] });
/** `success: false` of every refusal and fault. */
export const refused = () => Unsafe<false>({ type: 'boolean', enum: [false] });
/** An object of any keys, each holding a value of `values` (`additionalProperties`: OpenAPI 3.0 has no patterns). */
export const dictionary = <T extends TSchema>(values: T) =>
  Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: values });
export const nullable = <T extends TSchema>(schema: T) => Unsafe<Static<T> | null>({ ...schema, nullable: true });

// An answer may carry more than it lists: a field its schema does not name is sent, not dropped.
export const OPEN = { additionalProperties: true };

/** A doctor as answers name one. */
export const slotDoctorSchema = Obj({ slug: Str(), name: Str() }, OPEN);
