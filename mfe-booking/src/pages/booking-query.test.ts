import { preselection } from './booking-query';

describe('a link to /appoinment preselects', () => {
  it("a doctor and the doctor's department", () => {
    expect(preselection('?doctor=dr-karthik-varma')).toEqual({
      initial: { service: 'Orthopaedics & Trauma Care', doctor: 'dr-karthik-varma' },
    });
  });

  it('a department, by its name or short name', () => {
    expect(preselection('?service=Women+%26+Child+Care').initial).toEqual({ service: 'Women & Child Care' });
    expect(preselection('?service=cardiology').initial).toEqual({ service: 'Cardiology & Heart Care' });
  });

  it('a package and the department it is booked in', () => {
    expect(preselection('?package=healthy-heart')).toEqual({
      initial: { service: 'Cardiology & Heart Care' },
      healthPackage: { id: 'healthy-heart', title: 'Healthy Heart', service: 'Cardiology & Heart Care', price: 4999 },
    });
  });

  it('a doctor of the given department, and a date and time', () => {
    expect(preselection('?service=Women+%26+Child+Care&doctor=dr-sneha-kulkarni&date=2026-12-01&time=09:30').initial).toEqual({
      service: 'Women & Child Care',
      doctor: 'dr-sneha-kulkarni',
      preferredDate: '2026-12-01',
      preferredTime: '09:30',
    });
  });

  it('nothing it does not know, and no doctor of another department', () => {
    expect(preselection('?doctor=dr-nobody&service=Dermatology&package=gold&date=2026-02-30&time=25:00')).toEqual({ initial: {} });
    expect(preselection('?service=Cardiology+%26+Heart+Care&doctor=dr-karthik-varma').initial).toEqual({
      service: 'Cardiology & Heart Care',
    });
    expect(preselection('?time=09:30').initial).toEqual({});
  });
});
