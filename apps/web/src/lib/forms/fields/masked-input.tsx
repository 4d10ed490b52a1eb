import { TextInput, type TextInputProps } from '@mantine/core';
import { applyMask } from '@mijn/domain';
import { type Shape, shapedChange } from './shaped-change.ts';

export interface MaskedInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** A mask of spec §5 ('#### AA'), or a shape of its own for what a mask cannot say. */
  mask: string | Shape;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A text field that shows its value through an input mask while it is typed, pasted or filled in
 * by the browser. The form holds what is shown ('1234 AB'); the contract's schema reads it as it
 * reads any typing (spaces ignored). A value the form got elsewhere is shown masked too.
 */
export function MaskedInput({ mask, value = '', onChange, ...props }: MaskedInputProps) {
  const shape: Shape = typeof mask === 'string' ? (text) => applyMask(mask, text) : mask;
  const shown = shape(value);
  return (
    <TextInput
      autoComplete="off"
      spellCheck={false}
      {...props}
      value={shown}
      onChange={shapedChange(shape, shown, (next) => onChange?.(next))}
    />
  );
}
