import fc from 'fast-check';
import type { Json } from './schema-arbitrary.ts';

/** Text a careless client or an attacker sends: NUL and other controls, broken Unicode, huge strings. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[2J',
    '\ud800',
    '\udfff\ud800',
    '\u202eevil',
    '\ufeff',
    '%00',
    "'; drop table customers; --",
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    '',
    ' ',
    '0',
    '-1',
    '1e400',
    'NaN',
    'null',
    '2147483648',
    '99999999999999999999',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('x'.repeat(20_000), 'é'.repeat(60_000), '9'.repeat(400)),
);

/** A value of any JSON type, most of them wrong wherever they land. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  hostileText,
  fc.constantFrom(2147483648, -2147483649, 2 ** 53 + 2, 1e308, -1e308, -1, 0, 0.5, 1e-300),
  fc.constantFrom<Json>(null, true, false, [], {}, [null], { '': '' }),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

type PathKey = string | number;

function pathsOf(value: Json, path: PathKey[] = []): PathKey[][] {
  const here = [path];
  if (Array.isArray(value))
    return here.concat(value.flatMap((item, index) => pathsOf(item, [...path, index])));
  if (value !== null && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key])));
  }
  return here;
}

function getAt(value: Json, path: PathKey[]): Json {
  return path.reduce<Json>((node, key) => (node as Record<PathKey, Json>)[key] as Json, value);
}

function setAt(value: Json, path: PathKey[], replacement: Json | undefined): Json {
  if (path.length === 0) return replacement ?? null;
  const parent = getAt(value, path.slice(0, -1)) as Record<PathKey, Json>;
  const key = path[path.length - 1] as PathKey;
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    parent[key] = replacement;
  }
  return value;
}

export type Mutation = 'as-is' | 'replace' | 'remove' | 'extra' | 'append' | 'nul' | 'known';

/** One mutation at one place of a value that is otherwise plausible; text mutations pick a string. */
export function mutate(
  original: Json,
  mutation: Mutation,
  pick: number,
  hostile: Json,
  text: string,
  known: string,
): Json {
  const value = structuredClone(original);
  const paths = pathsOf(value);
  const path = paths[pick % paths.length] ?? [];
  const stringPaths = paths.filter((p) => typeof getAt(value, p) === 'string');
  const textPath = stringPaths[pick % Math.max(stringPaths.length, 1)] ?? path;
  const target = getAt(value, textPath);
  const appended = (suffix: string) =>
    setAt(value, textPath, typeof target === 'string' ? `${target}${suffix}` : suffix);
  switch (mutation) {
    case 'as-is':
      return value;
    case 'replace':
      return setAt(value, path, hostile);
    case 'remove':
      return path.length === 0 ? null : setAt(value, path, undefined);
    case 'extra': {
      const objects = paths.filter((p) => {
        const node = getAt(value, p);
        return node !== null && typeof node === 'object' && !Array.isArray(node);
      });
      const host = objects[pick % Math.max(objects.length, 1)];
      if (!host) return setAt(value, path, hostile);
      return setAt(value, [...host, `extra${pick % 3}`], hostile);
    }
    case 'append':
      return appended(text);
    case 'nul':
      // PostgreSQL refuses NUL in text: the one byte most likely to turn into a 500 if it got through.
      return appended('\u0000');
    case 'known':
      return setAt(value, textPath, known);
  }
}

/**
 * A plausible value with one hostile change (or none, now and then). `known` values (a demo
 * user's BSN, e-mail, customer number) replace a text now and then: they get further into the
 * code than random text, and they are what must never show up in a log.
 */
export function mutated(plausible: fc.Arbitrary<Json>, known: readonly string[] = []): fc.Arbitrary<Json> {
  const mutations: Mutation[] = [
    'as-is',
    'replace',
    'replace',
    'remove',
    'extra',
    'append',
    'append',
    'nul',
    'nul',
  ];
  return fc
    .tuple(
      plausible,
      fc.constantFrom(...mutations, ...(known.length > 0 ? (['known', 'known'] as const) : [])),
      fc.nat(),
      hostileValue,
      hostileText,
      known.length > 0 ? fc.constantFrom(...known) : fc.constant(''),
    )
    .map(([value, mutation, pick, hostile, text, knownValue]) =>
      mutate(value, mutation, pick, hostile, text, knownValue),
    );
}
