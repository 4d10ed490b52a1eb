import type { FieldErrors } from './schema-errors.ts';

function focusIn(paths: Set<string>, root: ParentNode): void {
  const fields = [...root.querySelectorAll<HTMLElement>('[data-path]')];
  const first = fields.find((field) => paths.has(field.dataset.path ?? ''));
  const control =
    'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';
  const target = first?.matches(control) ? first : first?.querySelector<HTMLElement>(control);
  target?.focus();
}

/**
 * Moves focus to the first field, in the order the person reads the page, that has an error.
 * Fields are found by Mantine's `data-path`; a group (radio, checkbox) focuses its first control that
 * can take focus.
 * Focuses at once when the field is there, and again after the next paint, so fields that appear
 * with their errors exist and an alert that takes focus on render does not keep it.
 */
export function focusFirstError(errors: FieldErrors, root: ParentNode = document): void {
  const paths = new Set(Object.keys(errors));
  if (paths.size === 0) return;
  focusIn(paths, root);
  requestAnimationFrame(() => focusIn(paths, root));
}
