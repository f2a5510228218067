import { render, screen } from '@testing-library/react';
import type { RemoteDefinition } from '@hospital/shared-types';
import { createRemoteLoader, type FederationRuntime } from '../federation/remote-loader';
import { RemoteLoaderContext } from './remote-context';
import { Slot } from './Slot';

function Availability({ doctorSlug }: { doctorSlug: string }) {
  return <p>Next free times of {doctorSlug}</p>;
}

/** A booking release built against `contractVersion`, offering the widgets given. */
function renderSlotWith(booking: RemoteDefinition) {
  const runtime: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: async <T,>() => ({ default: booking }) as T,
  };
  const loader = createRemoteLoader({ runtime, map: { booking: '/b' } });
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <Slot
        name="booking.doctor-availability"
        props={{ doctorSlug: 'dr-karthik-varma' }}
        fallback={<a href="/appoinment?doctor=dr-karthik-varma">Book</a>}
      />
    </RemoteLoaderContext.Provider>,
  );
}

describe('a slot', () => {
  it("hands the page's props to the widget", async () => {
    renderSlotWith({
      name: 'booking',
      contractVersion: '1.1.0',
      release: '2',
      routes: [],
      widgets: { 'booking.doctor-availability': async () => ({ default: Availability }) },
    });
    expect(await screen.findByText('Next free times of dr-karthik-varma')).toBeVisible();
  });

  it('shows the fallback when the live release (contract 1.0) does not offer the widget', async () => {
    renderSlotWith({ name: 'booking', contractVersion: '1.0.0', release: '1', routes: [], widgets: {} });
    expect(await screen.findByRole('link', { name: 'Book' })).toHaveAttribute('href', '/appoinment?doctor=dr-karthik-varma');
  });
});
