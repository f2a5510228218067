import type { Language } from '@hospital/hospital-data';

/**
 * Each language by its own name, for the desk's choices (the walk-in's, the grid's). Not hospital-data's
 * LANGUAGE_NAMES: importing that put its module into a chunk the booking page loads (0.1 KB over its budget).
 */
export const DESK_LANGUAGES: ReadonlyArray<readonly [Language, string]> = [
  ['en', 'English'],
  ['te', 'తెలుగు'],
  ['hi', 'हिन्दी'],
];
