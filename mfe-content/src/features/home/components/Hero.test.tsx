import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hospital/router/testing';
import { Hero } from './Hero';

const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

const mockReducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

describe('Hero', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('shows one slide at a time and rotates every 3 s', () => {
    render(<Hero />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(shownTitle()).toBe('24/7 Emergency Service');
    act(() => jest.advanceTimersByTime(3000));
    expect(shownTitle()).toBe('Specialized Expertise You Can Trust');
    act(() => jest.advanceTimersByTime(3000));
    expect(shownTitle()).toBe('Innovative Medical Solutions');
    act(() => jest.advanceTimersByTime(3000));
    expect(shownTitle()).toBe('24/7 Emergency Service');
  });

  it('pauses while hovered or focused', () => {
    render(<Hero />, { wrapper: MemoryRouter });
    const hero = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(hero);
    act(() => jest.advanceTimersByTime(9000));
    expect(shownTitle()).toBe('24/7 Emergency Service');
    fireEvent.mouseLeave(hero);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(shownTitle()).toBe('24/7 Emergency Service');
    expect(hero).toHaveAttribute('data-rotating', 'false');
  });

  it('does not move by itself under reduced motion, but the controls still work', () => {
    mockReducedMotion(true);
    render(<Hero />, { wrapper: MemoryRouter });
    act(() => jest.advanceTimersByTime(9000));
    expect(shownTitle()).toBe('24/7 Emergency Service');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe('Innovative Medical Solutions');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2: Specialized Expertise You Can Trust' }));
    expect(shownTitle()).toBe('Specialized Expertise You Can Trust');
  });

  it('links each slide as the spec says and loads the first image eagerly', () => {
    mockReducedMotion(true);
    render(<Hero />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Online Appointment' })).toHaveAttribute('href', '/appoinment');
    expect(screen.getByRole('link', { name: 'Contact emergency' })).toHaveAttribute('href', '/contact');
    const images = document.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('link', { name: 'Explore our services' })).toHaveAttribute('href', '/services');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('link', { name: 'About the hospital' })).toHaveAttribute('href', '/about');
  });
});
