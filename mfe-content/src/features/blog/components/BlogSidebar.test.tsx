import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@hospital/router/testing';
import { BlogSidebar } from './BlogSidebar';

describe('BlogSidebar', () => {
  it('shows six categories with counts, three related posts in the same layout and a Contact Us link', () => {
    render(
      <MemoryRouter>
        <BlogSidebar layout="left" currentSlug="orthopedic-trauma-care" />
      </MemoryRouter>,
    );
    const categories = within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('link');
    expect(categories).toHaveLength(6);
    expect(categories[1]).toHaveTextContent('Emergency Care(2)');
    const related = within(screen.getByRole('region', { name: 'Related Posts' })).getAllByRole('link');
    expect(related.map((link) => link.getAttribute('href'))).toEqual([
      '/blog-single-left-sidebar/regular-health-checkups',
      '/blog-single-left-sidebar/orthopedic-trauma-care',
      '/blog-single-left-sidebar/emergency-pharmacy-services',
    ]);
    expect(related[1]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
