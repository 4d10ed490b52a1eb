/** A minimal PDF object model: enough to find pages, their resources, content and images. */
export class PdfName {
  constructor(readonly name: string) {}
}
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
/** A string's bytes as a latin1 string (one char per byte). */
export class PdfString {
  constructor(readonly bytes: string) {}
}
/** A bare word: an operator in a content stream, or a keyword such as `stream`. */
export class PdfKeyword {
  constructor(readonly word: string) {}
}
export type PdfDict = Map<string, PdfValue>;
export type PdfValue =
  | number
  | boolean
  | null
  | PdfName
  | PdfRef
  | PdfString
  | PdfKeyword
  | PdfValue[]
  | PdfDict;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);

function isWhitespace(char: string | undefined): boolean {
  return char !== undefined && WHITESPACE.has(char.charCodeAt(0));
}

function isRegular(char: string | undefined): boolean {
  return char !== undefined && !isWhitespace(char) && !DELIMITERS.has(char);
}

/** Reads PDF values from a latin1 string, starting at `position`. */
export class PdfParser {
  constructor(
    readonly text: string,
    public position = 0,
  ) {}

  skipWhitespace(): void {
    const { text } = this;
    while (this.position < text.length) {
      const char = text[this.position];
      if (char === '%') {
        while (this.position < text.length && text[this.position] !== '\n' && text[this.position] !== '\r') {
          this.position += 1;
        }
      } else if (isWhitespace(char)) {
        this.position += 1;
      } else {
        return;
      }
    }
  }

  atEnd(): boolean {
    this.skipWhitespace();
    return this.position >= this.text.length;
  }

  /** The next value, or undefined at the end; `]` and `>>` end arrays and dicts. */
  parseValue(depth = 0): PdfValue | undefined {
    if (depth > 64) throw new Error('PDF nesting too deep');
    this.skipWhitespace();
    const { text } = this;
    const char = text[this.position];
    if (char === undefined) return undefined;
    if (char === '/') return this.parseName();
    if (char === '(') return this.parseLiteralString();
    if (char === '<' && text[this.position + 1] === '<') return this.parseDict(depth);
    if (char === '<') return this.parseHexString();
    if (char === '[') {
      this.position += 1;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipWhitespace();
        if (this.position >= text.length) throw new Error('unterminated array');
        if (text[this.position] === ']') {
          this.position += 1;
          return items;
        }
        const item = this.parseValue(depth + 1);
        if (item === undefined) throw new Error('unterminated array');
        items.push(item);
      }
    }
    if (char === ']' || char === '>' || char === ')' || char === '{' || char === '}') {
      this.position += 1;
      return new PdfKeyword(char);
    }
    const start = this.position;
    while (isRegular(text[this.position])) this.position += 1;
    const word = text.slice(start, this.position);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      const number = Number(word);
      if (/^\d+$/.test(word)) {
        // `num gen R` is a reference.
        const match = /^\s+(\d+)\s+R(?![^\s/<>[\]()%])/.exec(text.slice(this.position, this.position + 24));
        if (match) {
          this.position += match[0].length;
          return new PdfRef(number, Number(match[1]));
        }
      }
      return number;
    }
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (word === '') {
      this.position += 1;
      return new PdfKeyword(char);
    }
    return new PdfKeyword(word);
  }

  private parseName(): PdfName {
    this.position += 1;
    const start = this.position;
    while (isRegular(this.text[this.position])) this.position += 1;
    const raw = this.text.slice(start, this.position);
    return new PdfName(
      raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  }

  private parseLiteralString(): PdfString {
    const { text } = this;
    this.position += 1;
    let depth = 1;
    let out = '';
    while (this.position < text.length) {
      const char = text[this.position] ?? '';
      this.position += 1;
      if (char === '\\') {
        const next = text[this.position] ?? '';
        this.position += 1;
        const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
        if (escapes[next] !== undefined) out += escapes[next];
        else if (/[0-7]/.test(next)) {
          let octal = next;
          while (octal.length < 3 && /[0-7]/.test(text[this.position] ?? '')) {
            octal += text[this.position];
            this.position += 1;
          }
          out += String.fromCharCode(parseInt(octal, 8) & 0xff);
        } else if (next === '\r' || next === '\n') {
          if (next === '\r' && text[this.position] === '\n') this.position += 1;
        } else out += next;
      } else if (char === '(') {
        depth += 1;
        out += char;
      } else if (char === ')') {
        depth -= 1;
        if (depth === 0) return new PdfString(out);
        out += char;
      } else out += char;
    }
    throw new Error('unterminated string');
  }

  private parseHexString(): PdfString {
    const end = this.text.indexOf('>', this.position);
    if (end < 0) throw new Error('unterminated hex string');
    let hex = this.text.slice(this.position + 1, end).replace(/\s+/g, '');
    this.position = end + 1;
    if (hex.length % 2 === 1) hex += '0';
    let out = '';
    for (let i = 0; i < hex.length; i += 2)
      out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) || 0);
    return new PdfString(out);
  }

  private parseDict(depth: number): PdfDict {
    this.position += 2;
    const dict: PdfDict = new Map();
    for (;;) {
      this.skipWhitespace();
      if (this.position >= this.text.length) throw new Error('unterminated dictionary');
      if (this.text.startsWith('>>', this.position)) {
        this.position += 2;
        return dict;
      }
      const key = this.parseValue(depth + 1);
      if (!(key instanceof PdfName)) throw new Error('dictionary key is not a name');
      const value = this.parseValue(depth + 1);
      if (value === undefined) throw new Error('unterminated dictionary');
      dict.set(key.name, value);
    }
  }
}

export function isDict(value: PdfValue | undefined): value is PdfDict {
  return value instanceof Map;
}

export function nameOf(value: PdfValue | undefined): string | undefined {
  return value instanceof PdfName ? value.name : undefined;
}
