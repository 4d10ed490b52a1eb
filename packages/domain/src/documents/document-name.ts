/**
 * Known document-name phrases (spec §3) in Dutch and English. Longer phrases first, so
 * "Algemene voorwaarden" wins over a shorter phrase inside it.
 */
export const DOCUMENT_NAME_PHRASES = [
  'reimbursement overview',
  'terms and conditions',
  'policy conditions',
  'cover overview',
  'vergoedingenoverzicht',
  'vergoedingsoverzicht',
  'algemene voorwaarden',
  'polisvoorwaarden',
  'dekkingsoverzicht',
] as const;

export interface DocumentNameParts {
  /** The name up to and including the known phrase, or the whole name when none is found. */
  prefix: string;
  /** What follows the phrase (the package name), or null when there is none. */
  packageName: string | null;
}

/** Separators between the phrase and the package name: spaces, dashes, colons, the word "of"/"van". */
const LEADING_SEPARATORS = /^(?:[\s\-–—:|]+|(?:van|of|for|voor)\s+)+/i;

/** Splits "Polisvoorwaarden Zorgzaam Basis 2026" into "Polisvoorwaarden" and "Zorgzaam Basis 2026". */
export function splitDocumentName(name: string): DocumentNameParts {
  const trimmed = name.trim();
  const lower = trimmed.toLowerCase();
  for (const phrase of DOCUMENT_NAME_PHRASES) {
    const at = lower.indexOf(phrase);
    if (at === -1) continue;
    const end = at + phrase.length;
    const rest = trimmed.slice(end).replace(LEADING_SEPARATORS, '').trim();
    return { prefix: trimmed.slice(0, end).trim(), packageName: rest === '' ? null : rest };
  }
  return { prefix: trimmed, packageName: null };
}
