import { LabelCode } from '@mijn/contract';

const storageKey = 'mijn.label';

/** A label code from a `?label=` value, or undefined when it is not one of ours. */
export function parseLabel(value: unknown): LabelCode | undefined {
  const parsed = LabelCode.safeParse(typeof value === 'string' ? value.toLowerCase() : value);
  return parsed.success ? parsed.data : undefined;
}

/** The label a public page chose earlier in this browser session, if any. */
export function rememberedLabel(): LabelCode | undefined {
  try {
    return parseLabel(sessionStorage.getItem(storageKey));
  } catch {
    return undefined;
  }
}

export function rememberLabel(label: LabelCode): void {
  try {
    sessionStorage.setItem(storageKey, label);
  } catch {
    // Without session storage the label still holds until the page reloads.
  }
}

export function forgetLabel(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
