import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { fitsDecodedBudget } from '../readability/pdf-decoded-bytes.ts';

/** A bill's facts are on its first pages. */
const READ_PAGES = 3;

type TextItem = { str: string; transform: number[] };
const isText = (item: object): item is TextItem => 'str' in item;

/** Text items on one baseline form a line; lines run from the top of the page down. */
function linesOf(items: readonly TextItem[]): string[] {
  const rows = new Map<number, TextItem[]>();
  for (const item of items) {
    const y = Math.round(item.transform[5] ?? 0);
    rows.set(y, [...(rows.get(y) ?? []), item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0))
        .map((item) => item.str)
        .join(' '),
    );
}

/**
 * The text layer of a PDF's first pages, line by line; empty for a scan, a locked file or one that
 * does not open (pdf.js reads it; a file that would unpack past the decoded-bytes budget is not opened).
 * Runs on the readability workers (readability-worker.ts), under their time and memory limits.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  if (!(await fitsDecodedBudget(bytes))) return '';
  try {
    const document = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
    try {
      const lines: string[] = [];
      for (let number = 1; number <= Math.min(document.numPages, READ_PAGES); number += 1) {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        lines.push(...linesOf((content.items as object[]).filter(isText)));
        page.cleanup();
      }
      return lines.join('\n');
    } finally {
      await document.destroy();
    }
  } catch {
    return '';
  }
}
