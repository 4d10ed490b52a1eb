import { parse } from 'node:querystring';

const indexed = /^(.+)\[(\d{1,3})\]$/;

/**
 * The query string as handlers read it: repeated names give a list, and spec §7's arrays, sent as
 * `filters[0]=a&filters[1]=b`, arrive as one list under `filters` in index order. Other names, a
 * `[]` suffix or a huge index included, stay as they are, for the schema to judge.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const query: Record<string, unknown> = Object.create(null);
  // Most calls have no query string at all: nothing to split (decision 0082).
  if (text === '') return query;
  const lists: Record<string, [number, string][]> = Object.create(null);
  for (const [name, value] of Object.entries(parse(text))) {
    const match = indexed.exec(name);
    if (!match?.[1] || match[2] === undefined || typeof value !== 'string') {
      query[name] = value;
      continue;
    }
    const list = lists[match[1]] ?? [];
    list.push([Number(match[2]), value]);
    lists[match[1]] = list;
  }
  for (const [name, items] of Object.entries(lists)) {
    if (name in query) continue;
    query[name] = items.sort(([a], [b]) => a - b).map(([, value]) => value);
  }
  return query;
}
