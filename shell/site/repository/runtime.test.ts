// The tests run on the Node that package.json's engines name (npm install refuses another: engine-strict in
// .npmrc), so a suite that passed on some other Node is never taken for a pass on the supported one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

const { engines } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines?: { node?: string } };
const release = (version: string): number[] => version.split('.').map(Number);

it(`runs on Node ${process.versions.node}, within the one release line package.json's engines name`, () => {
  // A caret range, ^major.minor.patch: one LTS line from a given release on, as CI installs it.
  const range = /^\^(\d+\.\d+\.\d+)$/.exec(engines?.node ?? '')?.[1];
  expect(range).toBeDefined();
  const [major = 0, minor = 0, patch = 0] = release(process.versions.node);
  const [wantMajor = 0, wantMinor = 0, wantPatch = 0] = release(range ?? '');
  expect(major).toBe(wantMajor);
  expect(minor * 1e6 + patch).toBeGreaterThanOrEqual(wantMinor * 1e6 + wantPatch);
});
