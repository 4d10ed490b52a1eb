import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Millimetres from the sheet's top-left corner, as paper is measured. */
export interface TextBox {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PdfPage {
  text: string;
  boxes: TextBox[];
  /** Structure roles of the page's tagged content (Document, P, H1, Table, ...). */
  roles: string[];
  /** Text, images and paths drawn outside any marked content: neither tagged nor an artifact. */
  untaggedOperations: number;
}

export interface PdfStructure {
  language: string | null;
  marked: boolean;
  displayDocTitle: boolean;
  title: string | null;
  /** The PDF/UA part of the XMP metadata (pdfuaid:part), when it claims one. */
  pdfUaPart: string | null;
  pages: PdfPage[];
}

const POINTS_PER_MM = 72 / 25.4;
const DRAWING = new Set<number>([
  OPS.showText,
  OPS.showSpacedText,
  OPS.paintImageXObject,
  OPS.constructPath,
  OPS.fill,
  OPS.stroke,
]);

interface StructNode {
  role?: string;
  children?: StructNode[];
}
const rolesOf = (node: StructNode): string[] => [
  ...(node.role ? [node.role] : []),
  ...(node.children ?? []).flatMap(rolesOf),
];

/** Drawing operations at marked-content depth 0. */
function untagged(fnArray: number[]): number {
  let depth = 0;
  let loose = 0;
  for (const fn of fnArray) {
    if (fn === OPS.beginMarkedContent || fn === OPS.beginMarkedContentProps) depth++;
    else if (fn === OPS.endMarkedContent) depth--;
    else if (depth === 0 && DRAWING.has(fn)) loose++;
  }
  return loose;
}

/**
 * What an accessibility checker and a reader see of a generated PDF: its declared language, whether it
 * is tagged, the title shown, and per page the text with its place on the sheet in millimetres.
 */
export async function pdfStructure(bytes: Buffer): Promise<PdfStructure> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const { info, metadata } = await document.getMetadata();
    const details = info as { Language?: string; Title?: string };
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const height = page.view[3] ?? 0;
      const boxes: TextBox[] = [];
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x = 0, baseline = 0] = item.transform as number[];
        boxes.push({
          text: item.str,
          left: x / POINTS_PER_MM,
          right: (x + item.width) / POINTS_PER_MM,
          top: (height - baseline - item.height) / POINTS_PER_MM,
          bottom: (height - baseline) / POINTS_PER_MM,
        });
      }
      pages.push({
        text: boxes.map((box) => box.text).join(' '),
        boxes,
        roles: rolesOf((await page.getStructTree()) as StructNode),
        untaggedOperations: untagged((await page.getOperatorList()).fnArray),
      });
    }
    const preferences = (await document.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
    return {
      language: details.Language ?? null,
      marked: (await document.getMarkInfo())?.Marked === true,
      displayDocTitle: preferences?.DisplayDocTitle === true,
      title: details.Title ?? null,
      pdfUaPart: metadata?.get('pdfuaid:part') ?? null,
      pages,
    };
  } finally {
    await document.destroy();
  }
}
