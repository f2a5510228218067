import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import TeamSinglePage from './TeamSinglePage';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/team-single/:slug" element={<TeamSinglePage />} />
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

  it('says Team member not found for an unknown slug and links back to the team', () => {
    renderAt('/team-single/dr-nobody');
    expect(screen.getByRole('heading', { level: 1, name: 'Team member not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to our doctors' })).toHaveAttribute('href', '/team');
  });
});
