import { parseOptions } from '@node-rs/argon2';
import { hashPassword, passwordMatches } from './passwords';

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
