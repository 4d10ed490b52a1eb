/** Adds an element of a structure type (P, H1, ...) to `parent`, with what `draw` puts on the page. */
export function tag(
  doc: PDFKit.PDFDocument,
  parent: PDFKit.PDFStructureElement,
  type: string,
  draw: () => void,
): void {
  parent.add(doc.struct(type, {}, draw));
}

/**
 * Draws what carries no meaning of its own (rules, backgrounds, a logo beside the brand name, the
 * footer) as an artifact, so a screen reader skips it. Never inside a `tag`: artifacts sit between
 * tagged content, not in it.
 */
export function artifact(
  doc: PDFKit.PDFDocument,
  draw: () => void,
  type: 'Layout' | 'Pagination' = 'Layout',
): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}
