import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, Route, Routes, useLocation } from '@hospital/router';
import { LanguageRouter, replaceAddress } from './LanguageRouter';

function Where() {
  return <output aria-label="route">{useLocation().pathname}</output>;
}

function Page() {
  return (
    <>
      <Where />
      <label>
        Name <input />
      </label>
      <Link to="/contact">Contact</Link>
    </>
  );
}

function Site() {
  return (
    <LanguageRouter>
      <Routes>
        <Route path="/about" element={<Page />} />
        <Route path="/contact" element={<Where />} />
        <Route path="/old-contact" element={<Navigate to="/contact" replace />} />
      </Routes>
    </LanguageRouter>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the shell router under a language', () => {
  it('shows the same route table behind the prefix and keeps the language in every link', async () => {
    window.history.replaceState(null, '', '/te/about');
    render(<Site />);
    expect(screen.getByRole('status', { name: 'route' })).toHaveTextContent('/about');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/te/contact');
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(window.location.pathname).toBe('/te/contact');
    expect(screen.getByRole('status', { name: 'route' })).toHaveTextContent('/contact');
  });

  it('English addresses have no prefix', () => {
    window.history.replaceState(null, '', '/about');
    render(<Site />);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('switches the language in place: same page, what was typed stays', async () => {
    window.history.replaceState(null, '', '/about');
    render(<Site />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    act(() => replaceAddress('/hi/about'));
    expect(window.location.pathname).toBe('/hi/about');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/hi/contact');
  });

  it('follows a redirect made while the page first renders', () => {
    window.history.replaceState(null, '', '/te/old-contact');
    render(<Site />);
    expect(window.location.pathname).toBe('/te/contact');
    expect(screen.getByRole('status', { name: 'route' })).toHaveTextContent('/contact');
  });

  it('follows the browser back and forward', async () => {
    window.history.replaceState(null, '', '/te/about');
    render(<Site />);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    act(() => {
      window.history.replaceState(null, '', '/te/about');
      fireEvent.popState(window);
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });
});
