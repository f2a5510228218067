// The booking payload and its answer each have one schema, in the booking contract. The API validates them
// with Ajv; the form and the browser's reading of the answer with the contract's small checker. Both must
// accept and refuse the same values, and the route must publish the contract's schema, not a copy.
import Ajv from 'ajv';
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { appointmentRequestSchema, bookedAnswerSchema, createAppointmentSchema } from '@hospital/booking-contract';
import { validPayload } from '../../test/harness';
import { anyValue, checksAgree, withoutDescriptions } from '../../test/schema-agreement';
import { bookSchema } from './schemas';

const body = bookSchema.body as TSchema;
const booked = (bookSchema.response as Record<number, TSchema>)[201] as TSchema;
// As the API configures Ajv (app.ts): nothing coerced, added or removed.
const apiAcceptsBody = new Ajv({ coerceTypes: false, useDefaults: false, removeAdditional: false, strictTypes: false }).compile(body);
const contract = createAppointmentSchema();

describe('one schema for the booking request and its answer', () => {
  it('is the contract’s schema that the route validates and publishes (only the words added)', () => {
    expect(withoutDescriptions(body)).toEqual(withoutDescriptions(appointmentRequestSchema));
    expect(withoutDescriptions(booked)).toEqual(withoutDescriptions(bookedAnswerSchema));
  });

  it('the browser’s check and the API’s validation accept and refuse the same requests', () => {
    fc.assert(checksAgree(appointmentRequestSchema, body), { numRuns: 3000, seed: 43 });
  });

  it('the browser’s check and the API’s schema accept and refuse the same answers', () => {
    fc.assert(checksAgree(bookedAnswerSchema, booked), { numRuns: 3000, seed: 44 });
  });

  it('accepts a valid booking, also with its optional fields left out', () => {
    const payload = validPayload();
    expect(apiAcceptsBody(payload)).toBe(true);
    const { whatsapp: _w, doctor: _d, message: _m, ...required } = payload;
    expect(contract.safeParse(required).success).toBe(true);
    expect(apiAcceptsBody(required)).toBe(true);
  });

  it('the API accepts every body the contract’s parse accepts (so it never words a refusal of its own)', () => {
    const fields = Object.keys(validPayload());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields, 'isAdmin'), anyValue, { maxKeys: 3 }), (changes) => {
        const sent: Record<string, unknown> = { ...validPayload(), ...changes };
        if (contract.safeParse(sent).success)
          expect({ sent, valid: apiAcceptsBody(sent), errors: apiAcceptsBody.errors }).toMatchObject({ valid: true });
      }),
      { numRuns: 2000, seed: 31 },
    );
  });
});
