import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import type { ShellServices, SlotProps } from '@hospital/shared-types';
import TeamSinglePage from './TeamSinglePage';

/** The shell's slot, as the booking remote would fill it: shows what it was asked to render. */
const shell: ShellServices = {
  Slot: (props: SlotProps) => <div data-testid="slot">{`${props.name} ${JSON.stringify(props.props ?? {})}`}</div>,
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/team-single/:slug" element={<TeamSinglePage shell={shell} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('doctor page', () => {
  it('shows the profile of a known doctor with its optional sections', () => {
    renderAt('/team-single/dr-srinivas-reddy');
    expect(screen.getByRole('heading', { level: 1, name: 'Dr. Srinivas Reddy' })).toBeInTheDocument();
    expect(screen.getByText('MBBS, MD (General Medicine), FICP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leadership' })).toBeInTheDocument();
  });

  it("books with that doctor chosen, and asks the booking remote for the doctor's next free times", () => {
    renderAt('/team-single/dr-karthik-varma');
    expect(screen.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/appoinment?doctor=dr-karthik-varma');
    expect(screen.getByTestId('slot')).toHaveTextContent('booking.doctor-availability {"doctorSlug":"dr-karthik-varma"}');
  });

  it('has a page for each visiting consultant', () => {
    renderAt('/team-single/dr-prakash-naidu');
    expect(screen.getByRole('heading', { level: 1, name: 'Dr. Prakash Naidu' })).toBeInTheDocument();
    expect(screen.getByText('Visiting Consultant ENT Surgeon', { selector: 'dd' })).toBeInTheDocument();
  });

  it('says Team member not found for an unknown slug and links back to the team', () => {
    renderAt('/team-single/dr-nobody');
    expect(screen.getByRole('heading', { level: 1, name: 'Team member not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to our doctors' })).toHaveAttribute('href', '/team');
  });
});
