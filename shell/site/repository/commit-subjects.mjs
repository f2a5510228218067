// `npm run lint`'s check of commit subjects: one line of at most 72 characters, the detail in the body
// (docs/contributing.md#commits). Only commits after BASE are held to it: older ones were written before the
// rule. A clone without BASE (shallow, or no git at all) has nothing to check here, and says so.
import { execFileSync } from 'node:child_process';

const BASE = 'ab421bf';
const LIMIT = 72;

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

let subjects;
try {
  git('cat-file', '-e', `${BASE}^{commit}`);
  subjects = git('log', '--format=%h %s', `${BASE}..HEAD`).split('\n').filter(Boolean);
} catch {
  console.log(`Commit subjects not checked: this clone does not hold ${BASE} (shallow, or not a git checkout).`);
  process.exit(0);
}

const long = subjects.filter((line) => line.length - line.indexOf(' ') - 1 > LIMIT);
if (long.length > 0) {
  console.error(`Commit subjects longer than ${LIMIT} characters (put the detail in the body):\n${long.join('\n')}`);
  process.exit(1);
}
