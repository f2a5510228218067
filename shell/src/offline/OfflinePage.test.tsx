import { render, screen } from '@testing-library/react';
import { site } from '@hospital/hospital-data';
import { EMERGENCY_HELP_PATH } from '@hospital/shared-types';
import { PageShownContext } from '../app/page-shown';
import { OfflinePage } from './OfflinePage';

describe('the offline page', () => {
  it('says the visitor is offline and offers every emergency number as a call and the emergency page', () => {
    const shown = jest.fn();
    render(
      <PageShownContext.Provider value={shown}>
        <OfflinePage />
      </PageShownContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    for (const [display, dial] of [
      [site.emergencyDisplay, site.phoneE164],
      [site.ambulanceDisplay, site.ambulanceE164],
      [site.publicAmbulance, site.publicAmbulance],
      [site.publicEmergency, site.publicEmergency],
    ]) {
      expect(screen.getByRole('link', { name: `Call ${display}` })).toHaveAttribute('href', `tel:${dial}`);
    }
    expect(screen.getByRole('link', { name: 'Emergency help' })).toHaveAttribute('href', EMERGENCY_HELP_PATH);
    // The live page takes over once it is shown.
    expect(shown).toHaveBeenCalled();
  });
});
