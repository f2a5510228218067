import fc from 'fast-check';
import { GatewayRefusal } from '../../domain/gateway';
import { createWhatsappSender } from './whatsapp';
import { isPermanentFailure, refusedForGood } from '../../domain/work-failure';
import type { MessagePayload } from '../../domain/patient-messages';

describe('which refusals are final', () => {
  const passing = [401, 403, 408, 409, 425, 429];

  it('a 4xx is final but for time-outs, conflicts, rate limits and refused keys; a 5xx never is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        expect(refusedForGood(status)).toBe(status >= 400 && status < 500 && !passing.includes(status));
      }),
    );
  });

  it('a payment gateway’s refusal is final for the outbox by the same rule', () => {
    expect(isPermanentFailure(new GatewayRefusal(400, 'pay_x is not a valid id'))).toBe(true);
    expect(isPermanentFailure(new GatewayRefusal(401, 'bad key'))).toBe(false);
    expect(isPermanentFailure(new Error('The payment gateway answered 503'))).toBe(false);
  });

  it('WhatsApp: a number it refuses is final; an expired token or its outage is tried again', async () => {
    const sendWith = async (status: number) => {
      const sender = createWhatsappSender(
        {
          token: 't',
          phoneNumberId: '1',
          baseUrl: 'http://whatsapp.invalid',
          templates: { booked: 'b', confirmed: 'c', reinstated: 'r', rescheduled: 'm', cancelled: 'x', reminder: 'n' },
          languageCode: 'en',
        },
        async () => new Response('{"error":{"message":"refused"}}', { status }),
      );
      const message = {
        kind: 'booked',
        language: 'en',
        whatsapp: '9848022446',
        fullName: 'A',
        reference: 'ASH-TEST-0001',
        date: '2026-12-01',
        time: '09:00',
        doctor: { slug: 'd', name: 'Dr. D' },
        manageUrl: null,
        findUrl: 'https://x.example',
      } as unknown as MessagePayload;
      return sender.send(message).then(
        () => null,
        (error: unknown) => error,
      );
    };
    expect(isPermanentFailure(await sendWith(400))).toBe(true);
    expect(isPermanentFailure(await sendWith(401))).toBe(false);
    expect(isPermanentFailure(await sendWith(503))).toBe(false);
  });
});
