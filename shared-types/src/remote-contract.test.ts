import { isContractCompatible } from './remote-contract';
import { ROUTES, REMOTE_NAMES, routesOf, slotOwner } from './index';

describe('isContractCompatible', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.2.0', '1.1.5', true],
    ['1.1.0', '1.2.0', false],
    ['1.0.0', '2.0.0', false],
    ['2.0.0', '1.9.0', false],
    ['1.0.0', 'garbage', false],
  ])('shell %s, remote %s -> %s', (shell, remote, expected) => {
    expect(isContractCompatible(shell, remote)).toBe(expected);
  });
});

describe('the route table', () => {
  it('gives every path exactly one owner', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const remote of REMOTE_NAMES) expect(routesOf(remote).length).toBeGreaterThan(0);
  });

  it('names the owner of a slot by its prefix', () => {
    expect(slotOwner('booking.appointment-form')).toBe('booking');
  });
});
