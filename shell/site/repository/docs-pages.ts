import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

/** The pages a reader follows: README and docs/. */
export const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name)),
];
