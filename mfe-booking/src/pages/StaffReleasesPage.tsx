import { pageTitle } from '@hospital/hospital-data';
import { type RemotePageProps } from '@hospital/shared-types';
import { ReleasesConsole } from '../features/desk/releases/ReleasesConsole';

/** /staff/releases: each remote's live and canary releases, for administrators. Staff only, like /staff. */
export default function StaffReleasesPage(_props: RemotePageProps) {
  return (
    <div data-booking-release={__RELEASE__}>
      <title>{pageTitle('Releases')}</title>
      <meta
        name="description"
        content="The site's releases for the hospital's administrators: canaries, their failure rates, promote and roll back."
      />
      <meta name="robots" content="noindex, nofollow" />
      <ReleasesConsole />
    </div>
  );
}
