import { appointmentLink, isCheckoutPage } from './booking-links';

it('links to the form with choices made, and plainly without any', () => {
  expect(appointmentLink()).toBe('/appoinment');
  expect(appointmentLink({ doctor: 'dr-karthik-varma' })).toBe('/appoinment?doctor=dr-karthik-varma');
  expect(appointmentLink({ service: 'Women & Child Care' })).toBe('/appoinment?service=Women+%26+Child+Care');
  expect(appointmentLink({ package: 'healthy-heart', date: '', time: undefined })).toBe('/appoinment?package=healthy-heart');
});

describe('the checkout pages', () => {
  it('are the booking page and an appointment’s own page, in every language, and no other page', () => {
    for (const path of [
      '/appoinment',
      '/te/appoinment',
      '/hi/appoinment/',
      '/appoinment/manage',
      `/te/appoinment/manage/${'a'.repeat(43)}`,
    ])
      expect(isCheckoutPage(path)).toBe(true);
    for (const path of [
      '/',
      '/te',
      '/about',
      '/staff',
      '/appoinment/other/x',
      '/appoinment-x',
      '/shop/checkout',
      '/doctors/dr-karthik-varma',
    ])
      expect(isCheckoutPage(path)).toBe(false);
  });
});
