import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hospital/router/testing';
import { AboutBlock } from './AboutBlock';
import { doctors } from '../../../data/doctors/doctors';

const picture = () => screen.getByRole('img', { name: /doctor and nurse/ });

describe('AboutBlock', () => {
  it('on /about, where it is the first picture on screen, loads its picture at once and first', () => {
    render(
      <MemoryRouter initialEntries={['/about']}>
        <AboutBlock />
      </MemoryRouter>,
    );
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: 'Our services' })).toHaveAttribute('href', '/services');
  });

  it('on the home page, below the hero, leaves its picture until it is scrolled near', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <AboutBlock />
      </MemoryRouter>,
    );
    expect(picture()).toHaveAttribute('loading', 'lazy');
    expect(picture()).not.toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about');
  });

  it('claims as many doctors as the roster has, not more', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <AboutBlock />
      </MemoryRouter>,
    );
    expect(screen.getByText('Expert doctors').previousElementSibling).toHaveTextContent(new RegExp(`^${doctors.length}$`));
  });
});
