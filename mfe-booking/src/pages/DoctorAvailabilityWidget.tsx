import type { SlotWidgetProps } from '@hospital/shared-types';
import { NEXT_FREE_TIMES_SHOWN, NextFreeTimes } from '../features/doctor-availability/components/NextFreeTimes';
import { primeNextSlots } from '../features/doctor-availability/api/next-slots.resource';

/** A doctor's next free times, for the doctor's page (content remote) through the shell's slot. */
export default function DoctorAvailabilityWidget({ doctorSlug }: SlotWidgetProps['booking.doctor-availability']) {
  return <NextFreeTimes doctorSlug={doctorSlug} />;
}

/** Called by the shell when it fetches the doctor's page ahead of a move: the free times come ahead too. */
export function preload({ doctorSlug }: SlotWidgetProps['booking.doctor-availability']): void {
  primeNextSlots(doctorSlug, NEXT_FREE_TIMES_SHOWN);
}
