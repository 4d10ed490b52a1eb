import { TextInput, type TextInputProps } from '@mantine/core';

/** A required username field as browsers and password managers expect it: no capitals, no spelling fixes. */
export function UsernameInput(props: TextInputProps) {
  return (
    <TextInput autoComplete="username" autoCapitalize="none" spellCheck={false} withAsterisk {...props} />
  );
}
