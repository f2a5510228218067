// The ways an attacker spells one address so that a check comparing its text misses it while the router
// still finds the route: percent-encoded letters (either hex case), encoded and doubled slashes, a
// trailing slash, a `;param`, a `..` segment, other letter case.

const encode = (char: string, upper = false) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/** `path` (a concrete address, no query) in every spelling, the plain one first, without repeats. */
export function addressSpellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const withSegment = (index: number, segment: string) => join(segments.map((s, i) => (i === index ? segment : s)));
  const out = [path];

  // Each letter of the first two segments (`api`, `staff`) percent-encoded in turn, and the first letter of every other.
  segments.forEach((segment, index) => {
    const letters = index < 2 ? [...Array(segment.length).keys()] : [0];
    for (const at of letters) {
      const char = segment[at] ?? '';
      if (/[a-z]/i.test(char)) out.push(withSegment(index, `${segment.slice(0, at)}${encode(char)}${segment.slice(at + 1)}`));
    }
  });
  // Every letter encoded, with lower- and upper-case hex digits (%6f, %6F).
  for (const upper of [false, true]) out.push(join(segments.map((s) => s.replace(/[a-z]/gi, (c) => encode(c, upper)))));
  // An encoded slash, a doubled slash and a `;param` at each joint; a trailing slash.
  for (let i = 1; i < segments.length; i++) {
    const before = join(segments.slice(0, i));
    const after = segments.slice(i).join('/');
    out.push(`${before}%2F${after}`, `${before}%2f${after}`, `${before}//${after}`, `${before};x=1/${after}`);
  }
  out.push(`/${path}`, `${path}/`, `${path};x=1`, `${path}%2F`);
  // A `..` segment, plain and encoded, that a normaliser would remove.
  out.push(
    `/${segments[0]}/x/../${segments.slice(1).join('/')}`,
    `/${segments[0]}/x/%2e%2e/${segments.slice(1).join('/')}`,
    `/${segments[0]}/./${segments.slice(1).join('/')}`,
  );
  // Other letter case.
  out.push(
    path.toUpperCase(),
    withSegment(
      1,
      (segments[1] ?? '').replace(/^./, (c) => c.toUpperCase()),
    ),
    withSegment(0, (segments[0] ?? '').toUpperCase()),
  );
  return [...new Set(out)];
}
