import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hospital/router/testing';
import { Layout } from './Layout';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Layout>
        <p>The page</p>
      </Layout>
    </MemoryRouter>,
  );

describe('the layout around a page', () => {
  it('gives the public pages the header, footer, booking button and WhatsApp bubble', () => {
    renderAt('/about');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Book An Appointment/i }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /WhatsApp/i })).toBeInTheDocument();
  });

  it.each(['/staff', '/te/staff', '/hi/staff'])('gives the desk at %s only its page, a skip link and the main landmark', (path) => {
    renderAt(path);
    expect(screen.getByRole('main')).toHaveTextContent('The page');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book An Appointment/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /skip/i })).toHaveAttribute('href', '#main');
  });
});
