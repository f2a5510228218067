import { forgetPrimedNextSlots, primedNextSlots } from '../features/doctor-availability/api/next-slots.resource';
import { NEXT_FREE_TIMES_SHOWN } from '../features/doctor-availability/components/NextFreeTimes';
import { preload } from './DoctorAvailabilityWidget';

describe('the doctor availability widget', () => {
  it('fetches, when the shell preloads it, the very free times it will show', () => {
    forgetPrimedNextSlots();
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ success: true, slots: [] }) });
    Object.assign(globalThis, { fetch: fetchMock });
    preload({ doctorSlug: 'dr-karthik-varma' });
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/appointments/next-slots?doctor=dr-karthik-varma&limit=${NEXT_FREE_TIMES_SHOWN}`,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(primedNextSlots('dr-karthik-varma', NEXT_FREE_TIMES_SHOWN)).toBeDefined();
  });
});
