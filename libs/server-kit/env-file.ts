// `.env` beside the checkout's root, read by every entry point (servers and operator commands alike), so a
// setting written there reaches whatever the operator runs. The environment's own variables win.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

export interface EnvFile {
  /** Where it was looked for. */
  file: string;
  found: boolean;
  /** What an operator should fix about it (a file of secrets that anyone on the machine can read). */
  warnings: string[];
}

export function loadEnvFile(root: string, env: NodeJS.ProcessEnv = process.env): EnvFile {
  const file = path.join(root, '.env');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { file, found: false, warnings: [] };
    throw error;
  }
  for (const [name, value] of Object.entries(parseEnv(text))) if (env[name] === undefined) env[name] = value;
  const worldReadable = (statSync(file).mode & 0o004) !== 0;
  return {
    file,
    found: true,
    warnings: worldReadable ? [`${file} holds secrets but every user of this machine can read it: chmod 600 ${file}`] : [],
  };
}

/** Where a database URL points, for an operator to read: never its password or user. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(the server’s default)';
    return `PostgreSQL database "${database}" on ${parsed.hostname}:${parsed.port || '5432'}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL cannot be read as a URL)';
  }
}
