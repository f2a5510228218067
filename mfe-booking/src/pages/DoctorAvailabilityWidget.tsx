import type { SlotWidgetProps } from '@hospital/shared-types';
import { NextFreeTimes } from '../features/doctor-availability/components/NextFreeTimes';

/** A doctor's next free times, for the doctor's page (content remote) through the shell's slot. */
export default function DoctorAvailabilityWidget({ doctorSlug }: SlotWidgetProps['booking.doctor-availability']) {
  return <NextFreeTimes doctorSlug={doctorSlug} />;
}
