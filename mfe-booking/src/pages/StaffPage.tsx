import { pageTitle } from '@hospital/hospital-data';
import { type RemotePageProps } from '@hospital/shared-types';
import { StaffConsole } from '../features/desk/components/StaffConsole';

/** /staff: the appointments desk. Staff only: never indexed, never prerendered (see route-list.ts). */
export default function StaffPage(_props: RemotePageProps) {
  return (
    <div data-booking-release={__RELEASE__}>
      <title>{pageTitle('Appointments desk')}</title>
      <meta name="description" content="The appointments desk of the hospital's staff: sign in to see and manage the day's appointments." />
      <meta name="robots" content="noindex, nofollow" />
      <StaffConsole />
    </div>
  );
}
