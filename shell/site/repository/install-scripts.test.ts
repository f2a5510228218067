// A package whose install script the project has not approved would run it on every install (npm 11 warns)
// or, where scripts are blocked, install broken: a password library without its native build crashes the API at start.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

interface LockEntry {
  version?: string;
  hasInstallScript?: boolean;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

it('every package with an install script is one the project lists in allowScripts', () => {
  const lock = read<{ packages: Record<string, LockEntry> }>('package-lock.json');
  const { allowScripts = {} } = read<{ allowScripts?: Record<string, boolean> }>('package.json');
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
  expect(withScripts.length).toBeGreaterThan(0);
  expect(withScripts.filter((name) => allowScripts[name] !== true)).toEqual([]);
});
