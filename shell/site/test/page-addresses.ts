// Page addresses as a crawler, a typo or an attacker writes them: the site's own routes in every language,
// then odd Unicode, traversal, encoded slashes, many or very long segments, huge queries.
import fc from 'fast-check';
import { LANGUAGES } from '@hospital/hospital-data';
import { encodeLoosely, oddText } from '@hospital/booking-api/fuzz-kit';
import { declaredRoutes } from './declared-routes';

const routeSegments = [
  ...new Set(
    declaredRoutes()
      .flatMap((route) => route.path.split('/'))
      .filter((segment) => segment && !segment.startsWith(':')),
  ),
];

const ODD_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%2f',
  '%2F..',
  '%252f',
  '%5c',
  '\\',
  '',
  ';x=1',
  '%00',
  '%',
  '%zz',
  '%C0%AE%C0%AE',
  '%E2%80%AE',
  '.env',
  '.git',
  'index.html',
  'static',
  'remotes',
  'server',
  'api',
  'API',
  'sw.js',
  '~',
  '*',
  '@evil.example',
  'a:b',
  '%0d%0aX:%20y',
];

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...routeSegments) },
  { weight: 2, arbitrary: oddText.map(encodeLoosely) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 6_000 }).map((n) => 'a'.repeat(n)) },
);

const prefix = fc.constantFrom('', '', ...LANGUAGES.map((language) => `/${language}`), '/TE', '/xx', '/en-IN', '/te/te', '//');

const query = fc.oneof(
  fc.constant(''),
  oddText.map((text) => `?q=${encodeLoosely(text)}`),
  fc.integer({ min: 10, max: 2_000 }).map((n) => `?${Array.from({ length: n }, (_, index) => `p${index % 7}=${index}`).join('&')}`),
  fc.constantFrom('?', '?&&&', '?a=%', '?a=%00', '?lang=te&lang=hi', `?${'x'.repeat(8_000)}`),
);

/** An address to GET from the site server. */
export const pageAddress: fc.Arbitrary<string> = fc
  .tuple(
    prefix,
    fc.oneof(
      { weight: 5, arbitrary: fc.array(segment, { maxLength: 6 }) },
      { weight: 1, arbitrary: fc.array(segment, { minLength: 50, maxLength: 300 }) },
    ),
    fc.boolean(),
    query,
  )
  .map(([language, segments, slash, search]) =>
    `${language}/${segments.join('/')}${slash && segments.length > 0 ? '/' : ''}${search}`.replace(/^\/\/\//, '//'),
  );
