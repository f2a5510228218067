// Every `npm run <script> -w <workspace>` the docs, scripts and tests give must run that script in every
// workspace it selects: without `if-present` in .npmrc, a workspace that lacks the script is an error, and
// with it a mistyped or removed script did nothing and exited 0.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import { DOCS } from './docs-pages';

interface Manifest {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
}

const manifest = (folder: string): Manifest => JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as Manifest;
const root = manifest('.');
const workspaces = (root.workspaces ?? []).map((folder) => ({ folder, ...manifest(folder) }));

/** What npm's `-w` selects: a workspace by name, by its folder, or every workspace under a folder. */
export function selected(spec: string) {
  const folder = spec.replace(/\/$/, '');
  return workspaces.filter(
    (workspace) => workspace.name === spec || workspace.folder === folder || workspace.folder.startsWith(`${folder}/`),
  );
}

const SKIP = new Set(['node_modules', '.git', 'dist', 'test-results', 'bench']);
function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.site')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (/\.(md|ts|tsx|mjs|cjs|json|sh)$/.test(entry.name) && entry.name !== 'package-lock.json') yield file;
  }
}
const files = [
  ...textFiles('.'),
  ...readdirSync(path.join(ROOT, 'bench'))
    .filter((name) => /\.(md|ts)$/.test(name))
    .map((name) => path.join('bench', name)),
];

/** Every such command written anywhere (`npm start`, `npm test` too), with where. */
const commands = files.flatMap((file) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/npm (?:run ([\w:.-]+)|(start|test))((?: -w [\w@/.-]+)+)/g)].map((match) => ({
    file,
    script: match[1] ?? match[2] ?? '',
    specs: [...(match[3] ?? '').matchAll(/-w ([\w@/.-]+)/g)].map((spec) => spec[1] ?? ''),
  })),
);

describe('npm scripts', () => {
  it('.npmrc does not turn a missing script into success', () => {
    const npmrc = path.join(ROOT, '.npmrc');
    expect(existsSync(npmrc) ? readFileSync(npmrc, 'utf8') : '').not.toMatch(/^\s*if-present\s*=\s*true/m);
  });

  it('finds the commands it checks', () => {
    expect(commands.length).toBeGreaterThan(20);
  });

  it('every `npm run <script> -w <workspace>` names workspaces that all have the script', () => {
    const broken = commands.flatMap(({ file, script, specs }) =>
      specs.flatMap((spec) => {
        const chosen = selected(spec);
        if (chosen.length === 0) return [`${file}: -w ${spec} selects no workspace`];
        return chosen
          .filter((workspace) => !workspace.scripts?.[script])
          .map((workspace) => `${file}: npm run ${script} -w ${spec} reaches ${workspace.folder}, which has no "${script}" script`);
      }),
    );
    expect(broken).toEqual([]);
  });

  it('every root `npm run <script>` the README and docs/ give exists', () => {
    const named = DOCS.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/npm run (?:--[\w-]+ )*([\w:.-]+)(?![\w:.-]|\s+-w)/g)].map(
        (match) => `${file}: ${match[1] ?? ''}`,
      ),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((entry) => !root.scripts?.[entry.slice(entry.indexOf(': ') + 2)])).toEqual([]);
  });
});
