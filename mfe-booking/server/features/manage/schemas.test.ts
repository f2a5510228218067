// The manage page's requests and answers each have one schema, in the booking contract: the routes validate,
// serialise and publish them, and the page checks its forms and what it reads against their JSON copy. Both
// checks must give the same verdicts.
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import {
  bookingConfigFrom,
  bookingConfigSchema,
  cancelRequestSchema,
  isManageChanged,
  isManageOpened,
  lookupProblems,
  lookupRequestSchema,
  manageChangedSchema,
  manageOpenedSchema,
  rescheduleProblems,
  rescheduleRequestSchema,
} from '@hospital/booking-contract';
import { checksAgree, withoutDescriptions } from '../../test/schema-agreement';
import { cancelSchema, configSchema, lookupSchema, openSchema, payAtHospitalSchema, rescheduleSchema } from './schemas';

const answerOf = (route: { response?: unknown }) => (route.response as Record<number, TSchema>)[200] as TSchema;
const bodyOf = (route: { body?: unknown }) => route.body as TSchema;

describe('one schema for each of the manage page’s payloads', () => {
  it.each([
    ['a link’s answer', answerOf(openSchema), manageOpenedSchema],
    ['a look-up’s answer', answerOf(lookupSchema), manageOpenedSchema],
    ['a cancellation’s answer', answerOf(cancelSchema), manageChangedSchema],
    ['a move’s answer', answerOf(rescheduleSchema), manageChangedSchema],
    ['a switch to Pay at Hospital’s answer', answerOf(payAtHospitalSchema), manageChangedSchema],
    ['the look-up', bodyOf(lookupSchema), lookupRequestSchema],
    ['the move', bodyOf(rescheduleSchema), rescheduleRequestSchema],
    ['the booking service’s settings', answerOf(configSchema), bookingConfigSchema],
  ])('the route publishes the contract’s schema for %s (only the words added)', (_name, route, contract) => {
    expect(withoutDescriptions(route)).toEqual(withoutDescriptions(contract));
  });

  it('the cancellation’s body is the contract’s, without a type: it may be left out', () => {
    const { type: _type, ...untyped } = cancelRequestSchema;
    expect(withoutDescriptions(bodyOf(cancelSchema))).toEqual(withoutDescriptions(untyped));
  });

  it.each([
    ['a link’s or a look-up’s answer', manageOpenedSchema, answerOf(openSchema), 47],
    ['a change’s answer', manageChangedSchema, answerOf(cancelSchema), 48],
    ['the look-up', lookupRequestSchema, bodyOf(lookupSchema), 49],
    ['the move', rescheduleRequestSchema, bodyOf(rescheduleSchema), 50],
    ['the booking service’s settings', bookingConfigSchema, answerOf(configSchema), 52],
  ])('the browser’s check and the API’s agree on %s', (_name, contract, route, seed) => {
    fc.assert(checksAgree(contract, route), { numRuns: 2000, seed });
  });

  it('the page’s checks name what its forms left out and refuse an answer that breaks the schema', () => {
    expect(lookupProblems({ reference: 'ASH-7K3Q-9XPD' })).toEqual(['phone']);
    expect(lookupProblems({ reference: 'ASH-7K3Q-9XPD', phone: '98480 12345' })).toEqual([]);
    expect(rescheduleProblems({ preferredDate: '2026-12-01', preferredTime: '' })).toEqual(['preferredTime']);
    const appointment = {
      reference: 'ASH-7K3Q-9XPD',
      status: 'booked',
      service: 'Women & Child Care',
      doctor: { slug: 'dr-sneha-kulkarni', name: 'Dr. Sneha Kulkarni' },
      date: '2026-12-01',
      time: '10:00',
      changeable: true,
      cutoffMinutes: 120,
    };
    expect(isManageOpened({ success: true, appointment, manageUrl: '/appoinment/manage/abc' })).toBe(true);
    expect(isManageOpened({ success: true, appointment, manageUrl: 'https://elsewhere.example/' })).toBe(false);
    expect(isManageChanged({ success: true, message: 'Moved', appointment: { ...appointment, changeable: 'yes' } })).toBe(false);
    expect(isManageChanged({ success: true, message: 'Moved', appointment: { ...appointment, pendingPayment: null } })).toBe(true);
  });

  it('the form takes what the settings say that meets their schema, and stays cautious for the rest', () => {
    const cautious = {
      success: true as const,
      whatsappReminders: false,
      manageCutoffMinutes: 120,
      onlinePayment: false,
      fees: {},
      paymentHoldMinutes: 15,
    };
    const said = {
      success: true,
      whatsappReminders: true,
      manageCutoffMinutes: 60,
      onlinePayment: true,
      fees: { 'dr-sneha-kulkarni': 500 },
      paymentHoldMinutes: 10,
    };
    expect(bookingConfigFrom(said, cautious)).toEqual(said);
    const fees = { 'dr-sneha-kulkarni': 500, 'dr-a': 0, 'dr-b': '900', 'dr-c': 7.5 };
    expect(bookingConfigFrom({ ...said, onlinePayment: 'yes', fees }, cautious)).toEqual({ ...said, onlinePayment: false });
    expect(bookingConfigFrom({ ...said, fees: ['500'], debug: true }, cautious)).toEqual({ ...said, fees: {} });
    expect(bookingConfigFrom('maintenance', cautious)).toEqual(cautious);
  });
});
