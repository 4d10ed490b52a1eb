/** Legal forms a provider's name may end in, written without dots: "B.V.", "v.o.f.", "GmbH". */
const legalForms = new Set(['bv', 'nv', 'vof', 'cv', 'bvba', 'sprl', 'gmbh', 'ltd', 'inc', 'llc']);

/**
 * A provider's name as typed, reduced to what tells providers apart: no case, accents,
 * punctuation, spacing or legal form at the end. "Tandartspraktijk Smile B.V." and
 * "tandartspraktijk  smile" give one key.
 */
export function providerKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}.]+/u)
    .map((word) => word.replaceAll('.', ''))
    .filter((word) => word !== '');
  return withoutLegalForm(words).join('');
}

/** The words without the legal form at their end ("B. V." arrives as two); a name that is only one keeps it. */
function withoutLegalForm(words: string[]): string[] {
  if (words.length > 2 && legalForms.has(words.slice(-2).join('')))
    return withoutLegalForm(words.slice(0, -2));
  if (words.length > 1 && legalForms.has(words.at(-1) ?? '')) return withoutLegalForm(words.slice(0, -1));
  return words;
}

/** Whether two typed provider names name one provider (see providerKey). */
export const sameProvider = (one: string, other: string): boolean => providerKey(one) === providerKey(other);
