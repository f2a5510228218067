// What a person's name may hold, for every name field (the booking form and API, the desk's walk-ins):
// names in any script are letters, combining marks, spaces, dots, hyphens and apostrophes. Refused:
// control characters (a CR/LF could start a new header or line in a message), bidirectional controls (they
// reorder how the text around them reads), addresses that the hospital's own messages would carry to the
// patient as if the hospital wrote them, and names with no letter at all (only invisible characters).

/** Why a name is refused, as the name of its booking message; null when it is a name. */
export type NameProblem = 'nameCharacters' | 'nameAddress' | 'fullName';

// Joiners (ZWNJ, ZWJ) shape Telugu and Devanagari letters; other format characters are not part of names.
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Zs}\u200C\u200D.'’‘\-‐]*$/u;
const LETTER = /\p{L}/u;
// A scheme, a www., an e-mail or a domain followed by a path or ending in a common top-level domain.
// Initials such as "K.Ramesh" or "Dr. Rao" stay names.
const ADDRESS =
  /:\/\/|www\.|@|[\p{L}\p{N}]\.\p{L}{2,}\/|[\p{L}\p{N}]\.(?:com|net|org|in|co|io|info|biz|xyz|app|link|site|online|shop|me|ly|gl|example)(?![\p{L}\p{N}])/iu;

/** The problem of an already trimmed name, or null. An empty name is the caller's "required". */
export function nameProblem(name: string): NameProblem | null {
  if (ADDRESS.test(name)) return 'nameAddress';
  if (!NAME_CHARACTERS.test(name)) return 'nameCharacters';
  if (name !== '' && !LETTER.test(name)) return 'fullName';
  return null;
}
