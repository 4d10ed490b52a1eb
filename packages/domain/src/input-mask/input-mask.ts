/**
 * Input masks (spec §5): in a mask `#` is a digit, `a` a letter, `A` a letter shown as a capital,
 * `n` a letter or digit, `N` one shown as a capital, `X` any character. Every other character of a
 * mask is a literal the mask types itself, such as the space in '#### AA'.
 */
interface Token {
  accepts: (char: string) => boolean;
  shown: (char: string) => string;
}

const isDigit = (char: string) => /^[0-9]$/.test(char);
/** The masked fields hold codes (postal codes, IBANs): their letters are A to Z. */
const isLetter = (char: string) => /^[A-Za-z]$/.test(char);
const asTyped = (char: string) => char;
const asCapital = (char: string) => char.toUpperCase();

const tokens: Readonly<Record<string, Token>> = {
  '#': { accepts: isDigit, shown: asTyped },
  a: { accepts: isLetter, shown: asTyped },
  A: { accepts: isLetter, shown: asCapital },
  n: { accepts: (char) => isDigit(char) || isLetter(char), shown: asTyped },
  N: { accepts: (char) => isDigit(char) || isLetter(char), shown: asCapital },
  X: { accepts: () => true, shown: asTyped },
};

/** Whether a mask character stands for what the person types (a token) rather than for itself. */
export const isMaskToken = (maskChar: string): boolean => maskChar in tokens;

/**
 * What a field shows of what was typed or pasted: each character that fits the next token takes
 * its place (in capitals where the mask says so), a character that fits nowhere is left out, and
 * the mask's literals are typed between them. A literal the person typed is taken as that literal;
 * literals after the last character are not added, so deleting backwards never meets one.
 *
 * The display of a prefix is a prefix of the display (the caret's place follows from it), and
 * masking a display again changes nothing.
 */
export function applyMask(mask: string, raw: string): string {
  const slots = Array.from(mask);
  let shown = '';
  let next = 0;
  for (const char of raw) {
    if (next >= slots.length) break;
    let literals = '';
    let slot = next;
    while (slot < slots.length && !isMaskToken(slots[slot]!) && slots[slot] !== char) {
      literals += slots[slot];
      slot += 1;
    }
    if (slot >= slots.length) continue;
    const maskChar = slots[slot]!;
    const token = tokens[maskChar];
    if (token === undefined) {
      shown += literals + maskChar;
      next = slot + 1;
    } else if (token.accepts(char)) {
      shown += literals + token.shown(char);
      next = slot + 1;
    }
  }
  return shown;
}
