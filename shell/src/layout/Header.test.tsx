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

  it('opens the Services dropdown of the six department pages and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const services = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(services.getAttribute('aria-controls') ?? '');
    expect(within(menu as HTMLElement).getAllByRole('link')).toHaveLength(6);
    expect(within(menu as HTMLElement).getByRole('link', { name: 'ENT Care' })).toHaveAttribute('href', '/emergency');
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
  });

  it('keeps one submenu of the mobile menu open at a time', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Site menu' });
    const services = within(menu).getByRole('button', { name: 'Our Services' });
    const shop = within(menu).getByRole('button', { name: 'Shop' });
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'false');
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
