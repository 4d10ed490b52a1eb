import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';

const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside each other, up to and past the limit', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"a":{"b":${nested(2)}}}`, 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":{"b":${nested(1)}}}`, 3)).toBe(false);
  });

  it('counts siblings once, not as depth', () => {
    expect(nestsDeeperThan(`[${Array.from({ length: 1000 }, () => '{"a":[1]}').join(',')}]`, 3)).toBe(false);
  });

  it('does not count brackets in strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}\\\\"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a\\"[[[":[1]}`, 1)).toBe(true);
  });
});

describe('findControlCharacter on input nested deeper than the call stack allows', () => {
  it('walks it with a stack of its own and names the path', () => {
    const deep = JSON.parse(nested(20_000, '"a\\u0000b"'));
    expect(findControlCharacter(deep, 'body')).toBe(`body${'.0'.repeat(20_000)}`);
    expect(findControlCharacter(JSON.parse(nested(20_000, '"ab"')), 'body')).toBeNull();
  });
});
