import { site } from '@hospital/hospital-data';
import { payAtHospital, verifyPayment } from './payments.resource';

describe('a payment call the booking service does not answer', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says so with the hospital’s number, for the payment’s check and for paying at the hospital instead', async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    const verified = await verifyPayment('ASH-7K3Q-9XPD', {
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    expect(verified).toEqual({
      ok: false,
      status: 0,
      message: `The booking service did not answer in time. Please try again, or call us on ${site.phoneDisplay}.`,
    });
    const switched = await payAtHospital('/appoinment/manage/token-1');
    expect(switched).toMatchObject({ ok: false, status: 0, message: expect.stringContaining(site.phoneDisplay) });
  });
});
