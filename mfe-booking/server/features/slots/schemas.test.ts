// The free-times answers each have one schema, in the booking contract: the route serialises and publishes
// it, and the browser checks what it reads against its JSON copy. Both checks must give the same verdicts.
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import {
  freeDaysAnswerSchema,
  loadNextSlotsCheck,
  loadSlotsChecks,
  nextSlotsAnswerSchema,
  slotsAnswerSchema,
} from '@hospital/booking-contract';
import { checksAgree, withoutDescriptions } from '../../test/schema-agreement';
import { freeDaysSchema, nextSlotsSchema, slotsSchema } from './schemas';

const answerOf = (route: { response?: unknown }) => (route.response as Record<number, TSchema>)[200] as TSchema;

describe('one schema for each free-times answer', () => {
  it.each([
    ['slots', slotsSchema, slotsAnswerSchema],
    ['free days', freeDaysSchema, freeDaysAnswerSchema],
    ['next free times', nextSlotsSchema, nextSlotsAnswerSchema],
  ])('the %s route publishes the contract’s schema (only the words added)', (_name, route, contract) => {
    expect(withoutDescriptions(answerOf(route))).toEqual(withoutDescriptions(contract));
  });

  it('the browser’s check and the API’s schema agree on a day’s free times', () => {
    fc.assert(checksAgree(slotsAnswerSchema, answerOf(slotsSchema)), { numRuns: 2000, seed: 45 });
  });

  it('the browser’s check and the API’s schema agree on the strip of free days', () => {
    fc.assert(checksAgree(freeDaysAnswerSchema, answerOf(freeDaysSchema)), { numRuns: 2000, seed: 46 });
  });

  it('the browser’s check and the API’s schema agree on a doctor’s next free times', () => {
    fc.assert(checksAgree(nextSlotsAnswerSchema, answerOf(nextSlotsSchema)), { numRuns: 2000, seed: 51 });
  });

  it('the browser refuses an answer whose times or days break the schema', async () => {
    const { isSlotsAnswer, isFreeDaysAnswer } = await loadSlotsChecks();
    const day = { success: true, date: '2026-12-01', service: 'Women & Child Care', nextDate: null };
    const bounds = { bookableFrom: '2026-11-29', bookableUntil: '2027-01-28' };
    const doctors = [{ slug: 'dr-sneha-kulkarni', name: 'Dr. Sneha Kulkarni' }];
    expect(isSlotsAnswer({ ...day, ...bounds, slots: [{ time: '10:00', doctors }] })).toBe(true);
    expect(isSlotsAnswer({ ...day, ...bounds, slots: [{ time: '10 am', doctors }] })).toBe(false);
    expect(isSlotsAnswer({ ...day, ...bounds, slots: [{ time: '10:00', doctors: [{ slug: 'x' }] }] })).toBe(false);
    const strip = { success: true, service: 'Women & Child Care', ...bounds };
    expect(isFreeDaysAnswer({ ...strip, days: [{ date: '2026-12-01', free: 3 }] })).toBe(true);
    expect(isFreeDaysAnswer({ ...strip, days: [{ date: '2026-12-01', free: '3' }] })).toBe(false);
    expect(isFreeDaysAnswer({ ...strip, days: {} })).toBe(false);
  });

  it('the doctor’s page refuses next free times whose dates, times or fee break the schema', async () => {
    const isNextSlotsAnswer = await loadNextSlotsCheck();
    const doctor = { slug: 'dr-sneha-kulkarni', name: 'Dr. Sneha Kulkarni' };
    const next = { success: true, doctor, slots: [{ date: '2026-12-01', time: '10:00', doctors: [doctor] }] };
    expect(isNextSlotsAnswer(next)).toBe(true);
    expect(isNextSlotsAnswer({ ...next, fee: null })).toBe(true);
    expect(isNextSlotsAnswer({ ...next, fee: 500 })).toBe(true);
    expect(isNextSlotsAnswer({ ...next, fee: '500' })).toBe(false);
    expect(isNextSlotsAnswer({ ...next, slots: [{ date: '1 Dec', time: '10:00', doctors: [doctor] }] })).toBe(false);
    expect(isNextSlotsAnswer({ ...next, doctor: { slug: 'dr-sneha-kulkarni' } })).toBe(false);
  });
});
