// A booking-only change rebuilds and releases booking alone: builds the shell and the three remotes, changes
// one booking message, builds them all again, and compares every file of each build by its SHA-256. The shell's,
// content's and shop's files must be byte-identical; booking's must differ. The message is restored after.
// Run: npm run proof:booking-alone (several minutes: eight production builds).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RELEASE = 'proof-booking-alone';
const PACKAGES = { shell: 'shell', content: 'mfe-content', shop: 'mfe-shop', booking: 'mfe-booking' } as const;
type Name = keyof typeof PACKAGES;
const MESSAGES = path.join(ROOT, 'mfe-booking', 'contract', 'src', 'i18n', 'en.json');
const KEY = 'booking.msg.success';

const outputOf = (name: Name) => (name === 'shell' ? path.join(ROOT, 'shell', 'dist') : path.join(ROOT, PACKAGES[name], 'dist', RELEASE));

function build(name: Name): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
      cwd: path.join(ROOT, PACKAGES[name]),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, RELEASE_ID: RELEASE },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`build of ${name} failed (${code})`)),
    );
  });
}

async function hashes(folder: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.set(
      path.relative(folder, file),
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    );
  }
  return found;
}

async function buildAll(): Promise<Record<Name, { seconds: number; files: Map<string, string> }>> {
  const result = {} as Record<Name, { seconds: number; files: Map<string, string> }>;
  // One at a time: the machine is shared, and parallel builds would only compete.
  for (const name of Object.keys(PACKAGES) as Name[]) {
    const seconds = await build(name);
    result[name] = { seconds, files: await hashes(outputOf(name)) };
  }
  return result;
}

function compare(before: Map<string, string>, after: Map<string, string>) {
  const names = new Set([...before.keys(), ...after.keys()]);
  const changed = [...names].filter((name) => before.get(name) !== after.get(name)).sort();
  return { files: after.size, changed };
}

async function main() {
  const original = await readFile(MESSAGES, 'utf8');
  const before = await buildAll();
  const messages = JSON.parse(original) as Record<string, string>;
  messages[KEY] = `${messages[KEY]} (proof)`;
  let after: Awaited<ReturnType<typeof buildAll>>;
  try {
    await writeFile(MESSAGES, `${JSON.stringify(messages, null, 2)}\n`);
    after = await buildAll();
  } finally {
    await writeFile(MESSAGES, original);
  }
  let ok = true;
  console.log(`Changed "${KEY}" in ${path.relative(ROOT, MESSAGES)}; every package built before and after.`);
  for (const name of Object.keys(PACKAGES) as Name[]) {
    const { files, changed } = compare(before[name].files, after[name].files);
    const expectChange = name === 'booking';
    const pass = expectChange ? changed.length > 0 : changed.length === 0;
    ok &&= pass;
    console.log(
      `${pass ? 'ok  ' : 'FAIL'} ${name.padEnd(8)} ${String(files).padStart(4)} files, ${String(changed.length).padStart(3)} changed` +
        ` (build ${before[name].seconds.toFixed(1)} s / ${after[name].seconds.toFixed(1)} s)${changed.length ? `: ${changed.slice(0, 6).join(', ')}${changed.length > 6 ? ', …' : ''}` : ''}`,
    );
  }
  if (!ok) process.exitCode = 1;
}

void main();
