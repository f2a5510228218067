import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseOptions } from '@node-rs/argon2';
import type { BookingData } from '../../../data';
import { openTestData } from '../../../test/storage';
import { generatePassword, runStaffCommand } from './commands';
import { hashPassword, passwordMatches, passwordProblem } from './passwords';

// Made by the `argon2` package (0.45.1) the desk used before, with the same settings: accounts created
// then must still sign in.
const OLD_LIBRARY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$A7osdoeTMjv1+LGPk4Npng$Xgc+EH2tvA8IK4mJWBGskJ+rEF8FQAzNcUSDOkJjki4';

describe('password hashes', () => {
  it('verifies a hash the previous library made, and only with its password', async () => {
    expect(await passwordMatches(OLD_LIBRARY_HASH, 'correct horse battery staple')).toBe(true);
    expect(await passwordMatches(OLD_LIBRARY_HASH, 'correct horse battery stapler')).toBe(false);
  });

  it('hashes with argon2id, 19 MiB, 2 passes, 1 lane and a fresh salt each time', async () => {
    const first = await hashPassword('a long enough password');
    const second = await hashPassword('a long enough password');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(first)).toMatchObject({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(second).not.toBe(first);
    expect(await passwordMatches(first, 'a long enough password')).toBe(true);
  });

  it('answers false, not an error, for a malformed hash or no hash at all', async () => {
    expect(await passwordMatches('not a hash', 'a long enough password')).toBe(false);
    expect(await passwordMatches(null, 'decoy password that is never anyone’s')).toBe(false);
  });
});

describe('a new staff password', () => {
  it.each([
    ['password1234', /common password/],
    ['aaaaaaaaaaaa', /repeats the same character/],
    [' '.repeat(12), /repeats the same character/],
    ['qwertyuiop12', /.+/],
    ['123456789012', /.+/],
    ['desk.priya2026', /.+/],
  ])('refuses %j as too easy to guess, and says why', async (password, why) => {
    const problem = await passwordProblem(password, 'desk.priya');
    expect(problem).toMatch(/^This password is too easy to guess: /);
    expect(problem).toMatch(why);
  });

  it('refuses the account’s own name with a few digits', async () => {
    expect(await passwordProblem('kavya.nurse2026', 'kavya.nurse')).toMatch(/too easy to guess: it contains the account’s own name/);
  });

  it('keeps the length rule first, and accepts a passphrase or a made-up password', async () => {
    expect(await passwordProblem('Xq7#', 'desk.priya')).toBe('A password needs at least 12 characters.');
    expect(await passwordProblem('x'.repeat(257), 'desk.priya')).toBe('A password may have at most 256 characters.');
    expect(await passwordProblem('correct horse battery staple', 'desk.priya')).toBeNull();
    expect(await passwordProblem('tamarind kettle orbit vowel', 'desk.priya')).toBeNull();
    for (let i = 0; i < 5; i++) expect(await passwordProblem(generatePassword(), 'desk.priya')).toBeNull();
  });
});

describe('npm run staff: passwords typed on the terminal', () => {
  let dataDir: string;
  let data: BookingData;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
    data = await openTestData(dataDir);
  });
  afterEach(async () => {
    await data.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs a command answering its password prompts in turn; what it printed and its exit code. */
  async function run(argv: string[], answers: string[]) {
    const printed: string[] = [];
    const code = await runStaffCommand(argv, {
      store: data.repos.staff,
      print: (line) => printed.push(line),
      askPassword: async () => answers.shift() ?? '',
    });
    return { code, printed: printed.join('\n') };
  }

  it('add-user and reset-password refuse a common password, say why, and take a strong one', async () => {
    const weak = await run(['add-user', 'nurse.kavya', '--role', 'desk'], ['password1234', 'aaaaaaaaaaaa', ' '.repeat(12)]);
    expect(weak.code).toBe(2);
    expect(weak.printed).toMatch(/too easy to guess: it is a common password/);
    expect(weak.printed).toMatch(/too easy to guess: it repeats the same character/);
    expect(weak.printed).toMatch(/No password was set\./);
    expect(await data.repos.staff.findUser('nurse.kavya')).toBeNull();

    const strong = await run(
      ['add-user', 'nurse.kavya', '--role', 'desk'],
      ['password1234', 'tamarind kettle orbit vowel', 'tamarind kettle orbit vowel'],
    );
    expect(strong.code).toBe(0);
    expect(
      await passwordMatches((await data.repos.staff.findUser('nurse.kavya'))?.passwordHash ?? null, 'tamarind kettle orbit vowel'),
    ).toBe(true);

    const reset = await run(['reset-password', 'nurse.kavya'], ['nurse.kavya1234', 'qwertyuiop12', 'password1234']);
    expect(reset.code).toBe(2);
    expect(reset.printed).toMatch(/contains the account’s own name/);
    expect(
      await passwordMatches((await data.repos.staff.findUser('nurse.kavya'))?.passwordHash ?? null, 'tamarind kettle orbit vowel'),
    ).toBe(true);
  });
});
