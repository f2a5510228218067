// A reader follows README's and docs/'s links: each relative link names a file of the repository and, with a
// #fragment, a heading of that page (GitHub's anchors: lower case, punctuation dropped, spaces as dashes).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import { DOCS } from './docs-pages';

const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (file: string) =>
  new Set(
    [
      ...readFileSync(path.join(ROOT, file), 'utf8')
        .replace(/```[\s\S]*?```/g, '')
        .matchAll(/^#{1,6} (.+)$/gm),
    ].map((match) => anchor(match[1] ?? '')),
  );

const links = DOCS.flatMap((file) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => {
      const [where = '', fragment] = target.split('#');
      return { file, target, page: where ? path.join(path.dirname(file), where) : file, fragment };
    }),
);

it('finds the links it checks', () => {
  expect(links.length).toBeGreaterThan(20);
});

it('every relative link of README and docs/ leads to a file, and to a heading of it', () => {
  const broken = links
    .filter(
      ({ page, fragment }) =>
        !existsSync(path.join(ROOT, page)) || (fragment !== undefined && page.endsWith('.md') && !anchorsOf(page).has(fragment)),
    )
    .map(({ file, target }) => `${file}: ${target}`);
  expect(broken).toEqual([]);
});
