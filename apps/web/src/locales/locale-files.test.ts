import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };

const files = import.meta.glob<Texts>('./*/*.json', { eager: true, import: 'default' });

/** Every text of one language as 'namespace:dotted.key' -> text. */
function textsOf(language: 'nl' | 'en'): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (prefix: string, node: Texts) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
      else walk(`${prefix}${key}.`, value);
    }
  };
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/(nl|en)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] !== language) continue;
    // later.json holds the rest of several Dutch namespaces, keyed by namespace (decision 0081).
    if (match[2] === 'later')
      for (const [namespace, texts] of Object.entries(content)) walk(`${namespace}:`, texts as Texts);
    else walk(`${match[2]}:`, content);
  }
  return texts;
}

const nl = textsOf('nl');
const en = textsOf('en');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();

describe('the locale files', () => {
  it('has every Dutch text in English and no English text without a Dutch one', () => {
    expect(nl.size).toBeGreaterThan(100);
    expect([...nl.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !nl.has(key))).toEqual([]);
  });

  it('gives a text the same placeholders in both languages', () => {
    const differing = [...nl].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(en.get(key) ?? text).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('calls the eigen risico "excess" in English, "compulsory excess" when it is the mandatory one', () => {
    const otherTerms = /deductible|own[ -]risk|eigen risico|mandatory excess/i;
    expect(en.get('home:tiles.excess.title')).toBe('Excess {{year}}');
    expect([...en].filter(([, text]) => otherTerms.test(text))).toEqual([]);
  });

  it('writes English number hints with a decimal point', () => {
    const dutchDecimals = /for example [^,]*\b\d+,\d+\b/i;
    expect([...en].filter(([, text]) => dutchDecimals.test(text))).toEqual([]);
  });
});
