import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@hospital/router/testing';
import { PackageCard } from './PackageCard';
import { healthPackages } from '../data/packages';

const renderCard = (index: number) => {
  const pkg = healthPackages[index]!;
  render(
    <MemoryRouter>
      <PackageCard pkg={pkg} />
    </MemoryRouter>,
  );
  return pkg;
};

describe('PackageCard', () => {
  it('shows the first five tests, then how many more there are', () => {
    const pkg = renderCard(1);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(pkg.tests.slice(0, 5));
    expect(screen.getByRole('link', { name: `+ ${pkg.tests.length - 5} more tests in ${pkg.title}` })).toHaveAttribute(
      'href',
      `/package-single/${pkg.id}`,
    );
    expect(screen.queryByText(pkg.tests[5]!)).not.toBeInTheDocument();
  });

  it('links its title to the package page and Book Now to the appointment page', () => {
    const pkg = renderCard(2);
    expect(screen.getByRole('heading', { name: pkg.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: pkg.title })).toHaveAttribute('href', `/package-single/${pkg.id}`);
    expect(screen.getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', `/appoinment?package=${pkg.id}`);
    expect(screen.getByText('₹4,999')).toBeInTheDocument();
  });
});
