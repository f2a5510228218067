import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hospital/router/testing';
import { Header, FIXED_HEADER_OFFSET } from './Header';

const renderHeader = () =>
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('the header', () => {
  it('takes its fixed style only once scrolled past 80 px', () => {
    renderHeader();
    const header = screen.getByTestId('site-header');
    scrollTo(FIXED_HEADER_OFFSET);
    expect(header).toHaveAttribute('data-fixed', 'false');
    scrollTo(FIXED_HEADER_OFFSET + 1);
    expect(header).toHaveAttribute('data-fixed', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-fixed', 'false');
  });

  it('offers the Services menu of the six department pages as a disclosure that Escape closes', async () => {
    const user = userEvent.setup();
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const services = within(nav).getByText('Services').closest('summary') as HTMLElement;
    const details = services.closest('details') as HTMLDetailsElement;
    expect(within(details).getAllByRole('link', { hidden: true })).toHaveLength(6);
    expect(within(details).getByRole('link', { name: 'ENT Care', hidden: true })).toHaveAttribute('href', '/emergency');
    // Opening is the browser's own (it works before any script); closing on Escape is the live page's.
    details.open = true;
    services.focus();
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(services).toHaveFocus();
  });

  it('opens the mobile menu as a popover of the hamburger, its groups one accordion', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(toggle.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveAttribute('aria-label', 'Site menu');
    const groups = [...panel.querySelectorAll('details')];
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual(['Our Services', 'Blog', 'Shop']);
    expect(new Set(groups.map((group) => group.getAttribute('name'))).size).toBe(1);
  });

  it('toggles the search box, and submitting it goes nowhere', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(box).toHaveFocus();
    const submitted = jest.fn();
    window.addEventListener('submit', (event) => submitted(event.defaultPrevented));
    await user.type(box, 'heart{Enter}');
    expect(submitted).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(box).not.toBeVisible();
  });

  it('offers Book An Appointment to /appoinment', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'Book An Appointment' })[0]).toHaveAttribute('href', '/appoinment');
  });
});
