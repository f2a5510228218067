// The booking route runs the contract's parse first and its JSON Schema after: the schema must accept
// every body the contract accepts, or a booking the patient could make would get the schema's refusal.
import Ajv from 'ajv';
import fc from 'fast-check';
import { createAppointmentSchema } from '@hospital/booking-contract';
import { validPayload } from '../../test/harness';
import { appointmentPayloadSchema } from './schemas';

// As the API configures Ajv: nothing coerced, added or removed.
const validate = new Ajv({ coerceTypes: false, useDefaults: false, removeAdditional: false, strictTypes: false }).compile(appointmentPayloadSchema);
const contract = createAppointmentSchema();

/** What a caller might send in a field: right, wrong, padded, empty, missing, of another type. */
const anyValue = fc.oneof(
  fc.constantFrom(undefined, null, '', ' ', 'N/A', '+91 98480 12345', '098480-12345', '  Ravi  ', 'Male', 'pay_now', 'Cardiology & Heart Care', '10:15', ' 10:15', '2030-02-30'),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 200 }),
  fc.double({ noNaN: true, min: -5, max: 200 }),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 2 }),
);

describe('the booking payload’s JSON Schema', () => {
  it('accepts a valid booking, also with its optional fields left out', () => {
    const payload = validPayload();
    expect(validate(payload)).toBe(true);
    const { whatsapp: _w, doctor: _d, message: _m, ...required } = payload;
    expect(contract.safeParse(required).success).toBe(true);
    expect(validate(required)).toBe(true);
  });

  it('accepts every body the contract’s parse accepts (so it never words a refusal of its own)', () => {
    const fields = Object.keys(validPayload());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields, 'isAdmin'), anyValue, { maxKeys: 3 }), (changes) => {
        const body: Record<string, unknown> = { ...validPayload(), ...changes };
        for (const [key, value] of Object.entries(changes)) if (value === undefined) delete body[key];
        if (contract.safeParse(body).success) expect({ body, valid: validate(body), errors: validate.errors }).toMatchObject({ valid: true });
      }),
      { numRuns: 2000, seed: 31 },
    );
  });
});
