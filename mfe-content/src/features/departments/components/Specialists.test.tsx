import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@hospital/router/testing';
import { Specialists } from './Specialists';

const shown = (department: string) => {
  render(
    <MemoryRouter>
      <Specialists title="Our Specialists" department={department} />
    </MemoryRouter>,
  );
  const list = within(screen.getByRole('region', { name: 'Our Specialists' }));
  return list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('Specialists', () => {
  it('shows the department’s own doctor, not the first three of the roster', () => {
    expect(shown('Cardiology & Heart Care')).toEqual([['Dr. Venkatesh Iyer', '/team-single/dr-venkatesh-iyer']]);
  });

  it('shows every doctor of a department, those whose main department it is first', () => {
    expect(shown('Women & Child Care')).toEqual([
      ['Dr. Lakshmi Priya Nair', '/team-single/dr-lakshmi-priya-nair'],
      ['Dr. Sneha Kulkarni', '/team-single/dr-sneha-kulkarni'],
    ]);
  });
});
