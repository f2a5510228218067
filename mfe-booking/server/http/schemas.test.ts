// Every refusal and fault has one schema, in the booking contract: the routes serialise and publish it, and the
// pages read a refusal's message and alternatives against its JSON copy. Both checks must give the same verdicts.
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { errorAnswerSchema, loadAnswerReader } from '@hospital/booking-contract';
import { checksAgree, withoutDescriptions } from '../test/schema-agreement';
import { errorAnswer } from './schemas';

describe('one schema for every refusal', () => {
  it('the routes publish the contract’s schema (only the words added)', () => {
    expect(withoutDescriptions(errorAnswer)).toEqual(withoutDescriptions(errorAnswerSchema));
  });

  it('the browser’s check and the API’s schema agree on a refusal', () => {
    fc.assert(checksAgree(errorAnswerSchema, errorAnswer as TSchema), { numRuns: 2000, seed: 53 });
  });

  it('a page reads a refusal’s message and alternatives only where they meet the schema', async () => {
    const { refusal } = await loadAnswerReader()();
    const read = async (body: unknown) => refusal(body);
    const doctors = [{ slug: 'dr-sneha-kulkarni', name: 'Dr. Sneha Kulkarni' }];
    const alternatives = [{ date: '2026-12-01', time: '10:15', doctors }];
    expect(await read({ success: false, message: 'That time was just taken.', alternatives })).toEqual({
      message: 'That time was just taken.',
      alternatives,
    });
    expect(await read({ success: false, message: 'Taken.', alternatives: [{ date: '2026-12-01', time: '10 am', doctors }] })).toEqual({
      message: 'Taken.',
    });
    expect(await read({ success: false, message: 'Taken.', alternatives: { date: '2026-12-01' } })).toEqual({ message: 'Taken.' });
    expect(await read({ success: false, message: '   ', alternatives })).toEqual({ alternatives });
    expect(await read({ success: false, message: 42 })).toEqual({});
    expect(await read(['Taken.'])).toEqual({});
  });
});
