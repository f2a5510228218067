// How guessable a new staff password is (ASVS V2.1.7), by zxcvbn-ts with its common-password and word
// lists. Loaded at the first check, not at start: the lists cost about 130 ms to load and build here.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's score a password needs: 3 is "safely unguessable" (about 10^8 guesses or more). */
export const MIN_PASSWORD_SCORE = 3;
/**
 * Only this many characters are scored: the matchers' work grows with length (256 characters took
 * 0.5 s of the event loop here, 64 at most about 0.15 s), and 64 characters that score well are strong.
 */
const SCORED_LENGTH = 64;

let checker: Promise<ZxcvbnFactory> | undefined;

const loadChecker = () =>
  (checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory: Factory }, common]) =>
      new Factory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, maxLength: SCORED_LENGTH }),
  ));

const REASONS: Readonly<Record<string, string>> = {
  topTen: 'it is one of the most common passwords',
  topHundred: 'it is one of the most common passwords',
  common: 'it is a common password',
  similarToCommon: 'it is a common password with small changes',
  simpleRepeat: 'it repeats the same character',
  extendedRepeat: 'it repeats the same few characters',
  sequences: 'it is a sequence such as abcd or 1234',
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a pattern of keys on the keyboard',
  userInputs: 'it contains the account’s own name',
  recentYears: 'it leans on a year',
  dates: 'it leans on a date',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is made of common names',
  commonNames: 'it is made of common names',
};

/**
 * Why a password is too easy to guess, or null. `userInputs`: the account's own words (username and its
 * parts), which a guesser tries first.
 */
export async function weakPasswordProblem(password: string, userInputs: readonly string[]): Promise<string | null> {
  const zxcvbn = await loadChecker();
  const words = [...new Set(userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]).filter((word) => word.length >= 3))];
  const { score, feedback } = zxcvbn.check(password, words);
  if (score >= MIN_PASSWORD_SCORE) return null;
  const reason = REASONS[feedback.warning ?? ''] ?? 'it is built from common words or patterns';
  return `This password is too easy to guess: ${reason}. Use four or more unrelated words, or leave it empty to have one made up.`;
}
