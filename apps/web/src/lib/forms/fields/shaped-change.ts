import type { ChangeEvent } from 'react';

/** What a field shows of a text: prefix-preserving, so a prefix of the text shows as a prefix. */
export type Shape = (text: string) => string;

/**
 * The change handler of a field that shows its value in a shape (an input mask, spec §5): what is
 * typed or pasted is shaped at once, and the caret stays behind the character it was behind, also
 * when typing or deleting in the middle. The input is given its shaped text before React renders,
 * so React finds nothing to correct and leaves the caret where it is put here.
 */
export function shapedChange(shape: Shape, shown: string, onChange: (value: string) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = input.value;
    const next = shape(typed);
    const caret = shape(typed.slice(0, input.selectionStart ?? typed.length)).length;
    input.value = next;
    input.setSelectionRange(caret, caret);
    if (next !== shown) onChange(next);
  };
}
