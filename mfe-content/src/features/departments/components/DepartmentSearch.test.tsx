import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hospital/router/testing';
import { DepartmentSearch } from './DepartmentSearch';
import { searchDepartments, MAX_DEPARTMENT_TILES } from '../../../data/departments/search';
import { departments } from '../../../data/departments/departments';

const tiles = () => within(screen.getByRole('list')).queryAllByRole('article');
const tileNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('DepartmentSearch', () => {
  it('shows every department, each linking to /department-single/{slug}', () => {
    render(<DepartmentSearch />, { wrapper: MemoryRouter });
    expect(screen.getByPlaceholderText('Search by department or doctors')).toBeInTheDocument();
    expect(tiles()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Cardiology & Heart Care' })).toHaveAttribute(
      'href',
      '/department-single/cardiology-heart-care',
    );
  });

  it('filters by department name as the visitor types', async () => {
    const user = userEvent.setup();
    render(<DepartmentSearch />, { wrapper: MemoryRouter });
    await user.type(screen.getByRole('searchbox', { name: 'Search by department or doctors' }), 'ortho');
    expect(tileNames()).toEqual(['Orthopaedics & Trauma Care']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'ENT');
    expect(tileNames()).toEqual(['ENT (Ear, Nose & Throat) Care']);
  });

  it('filters by a doctor’s name, with or without the title', async () => {
    const user = userEvent.setup();
    render(<DepartmentSearch />, { wrapper: MemoryRouter });
    await user.type(screen.getByRole('searchbox'), 'Dr. Karthik');
    expect(tileNames()).toEqual(['Orthopaedics & Trauma Care']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'iyer');
    expect(tileNames()).toEqual(['Cardiology & Heart Care']);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<DepartmentSearch />, { wrapper: MemoryRouter });
    await user.type(screen.getByRole('searchbox'), 'dermatology');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(/No department or doctor matches/)).toBeInTheDocument();
  });

  it('does nothing on submit: the page stays and the filter is kept', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <div onSubmit={onSubmit}>
        <DepartmentSearch />
      </div>,
      { wrapper: MemoryRouter },
    );
    await user.type(screen.getByRole('searchbox'), 'heart{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].defaultPrevented).toBe(true);
    expect(tileNames()).toEqual(['Cardiology & Heart Care']);
  });
});

describe('searchDepartments', () => {
  it('never returns more than eight tiles', () => {
    const many = [...departments, ...departments].map((d, i) => ({ ...d, slug: `${d.slug}-${i}` }));
    expect(searchDepartments(many, [], '')).toHaveLength(MAX_DEPARTMENT_TILES);
    expect(MAX_DEPARTMENT_TILES).toBe(8);
  });

  it('ignores case and extra spaces', () => {
    expect(searchDepartments(departments, [], '  WOMEN  ').map((d) => d.path)).toEqual(['/gynecology']);
  });
});

describe('DepartmentSearch tiles', () => {
  it('name the doctors of each department, so a doctor search shows why it matched', async () => {
    const user = userEvent.setup();
    render(<DepartmentSearch />, { wrapper: MemoryRouter });
    await user.type(screen.getByRole('searchbox'), 'karthik');
    expect(screen.getByText('Doctors: Dr. Karthik Varma')).toBeInTheDocument();
  });
});
