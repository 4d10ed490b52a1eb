import { describe, expect, it } from 'vitest';
import { questionStart } from './question-start.ts';

describe('questionStart', () => {
  it.each([
    ['a short question as it is', 'Wanneer komt mijn pas?', 'Wanneer komt mijn pas?'],
    ['lines and spaces joined', 'Wanneer\n\n  komt   mijn pas?', 'Wanneer komt mijn pas?'],
    ['120 characters whole', 'a'.repeat(120), 'a'.repeat(120)],
    [
      'longer cut at a word with an ellipsis',
      `${'woord '.repeat(30)}einde`,
      `${'woord '.repeat(20).trim()}…`,
    ],
    ['one long word cut at 120', 'b'.repeat(200), `${'b'.repeat(120)}…`],
  ])('%s', (_case, question, start) => {
    expect(questionStart(question)).toBe(start);
  });
});
