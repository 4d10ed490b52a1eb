import { Box, VisuallyHidden } from '@mantine/core';
import { NAME_ELLIPSIS_LENGTH, NAME_ELLIPSIS_LENGTH_EXTRA_SMALL, shortenName } from '@mijn/domain';

interface PersonNameProps {
  name: string;
  /**
   * A name beside other things on one line (a menu's heading beside its close button, a list's
   * line of facts): on extra-small screens it is cut at 9 characters instead of 36.
   */
  compact?: boolean;
  /**
   * The short sentence the name stands in, as a text with the name put in
   * (`(name) => t('greeting-name', { greeting, name })`): a cut name is cut inside it, and the
   * whole sentence with the whole name is what a screen reader reads.
   */
  sentence?: (name: string) => string;
}

/**
 * A person's name, an overlong one cut with an ellipsis (spec §5). What is cut is shown, the whole
 * name is what a screen reader reads and what a mouse pointer shows.
 */
export function PersonName({ name, compact = false, sentence = (shown) => shown }: PersonNameProps) {
  const regular = shortenName(name, NAME_ELLIPSIS_LENGTH);
  const small = compact ? shortenName(name, NAME_ELLIPSIS_LENGTH_EXTRA_SMALL) : regular;
  if (small === name) return sentence(name);
  return (
    <span className="mijn-person-name" title={name}>
      {small === regular ? (
        <span aria-hidden="true">{sentence(regular)}</span>
      ) : (
        <>
          <Box component="span" aria-hidden="true" visibleFrom="xs">
            {sentence(regular)}
          </Box>
          <Box component="span" aria-hidden="true" hiddenFrom="xs">
            {sentence(small)}
          </Box>
        </>
      )}
      <VisuallyHidden component="span">{sentence(name)}</VisuallyHidden>
    </span>
  );
}

/**
 * A person as an option of a native select: an overlong name cut as `PersonName` cuts it, the
 * whole name its accessible name. Mantine hands the extra attribute to the `<option>`.
 */
export function personOption(value: string, name: string): { value: string; label: string } {
  const label = shortenName(name, NAME_ELLIPSIS_LENGTH);
  return label === name
    ? { value, label }
    : ({ value, label, 'aria-label': name } as { value: string; label: string });
}
