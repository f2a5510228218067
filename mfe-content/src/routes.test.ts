import { routes } from './routes';

const doctorPage = routes.find((route) => route.path === '/team-single/:slug');

describe('the doctor page route', () => {
  it('names the booking widget it shows for one of our doctors, so the shell fetches it ahead with the page', () => {
    expect(doctorPage?.widgets?.({ slug: 'dr-karthik-varma' })).toEqual([
      { name: 'booking.doctor-availability', props: { doctorSlug: 'dr-karthik-varma' } },
    ]);
  });

  it('names none for an address that is no doctor of ours', () => {
    expect(doctorPage?.widgets?.({ slug: 'dr-nobody' })).toEqual([]);
    expect(doctorPage?.widgets?.({})).toEqual([]);
  });
});
