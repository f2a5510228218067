import { isContractCompatible } from './remote-contract';
import { parseRouteList, parseRouteLists, pathParams, routeOf, siteRoutes, slotOwner } from './index';

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

describe("the releases' route lists", () => {
  it('keeps only well-formed entries, flags only when true', () => {
    const list = parseRouteList([{ path: '/cart', personal: true }, { path: 'no-slash' }, { path: '/staff', unlisted: 'yes' }, 42, null]);
    expect(list).toEqual([{ path: '/cart', personal: true }, { path: '/staff' }]);
    expect(parseRouteList({ path: '/' })).toEqual([]);
  });

  it('gives an address stated by two releases to the first remote, and unknown ones to the 404 page', () => {
    const routes = siteRoutes(
      parseRouteLists({
        shop: [{ path: '/shop' }, { path: '/about' }],
        content: [{ path: '/about' }, { path: '/404' }],
        nobody: [{ path: '/x' }],
      }),
    );
    expect(routes).toEqual([
      { path: '/about', remote: 'content' },
      { path: '/404', remote: 'content' },
      { path: '/shop', remote: 'shop' },
    ]);
    expect(routeOf(routes, '/shop')).toEqual({ path: '/shop', remote: 'shop' });
    expect(routeOf(routes, '/appoinment')).toEqual({ path: '/404', remote: 'content' });
  });

  it('matches a stated pattern literally but for its parameters', () => {
    expect(pathParams('/a.b/:slug', '/a.b/x')).toEqual(['x']);
    expect(pathParams('/a.b/:slug', '/aXb/x')).toBeNull();
    expect(pathParams('/(a+)+/:id', '/aaaa/1')).toBeNull();
  });

  it('names the owner of a slot by its prefix', () => {
    expect(slotOwner('booking.appointment-form')).toBe('booking');
  });
});
