/**
 * A Content-Disposition header (RFC 6266) for a file name from our own data: path separators,
 * quotes and control characters are dropped; a plain ASCII `filename` for old clients and the
 * exact name as `filename*` in UTF-8 (RFC 5987).
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const cleaned =
    fileName
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|;]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/^[.\s]+/, '')
      .trim()
      .slice(0, 150) || 'document';
  const ascii = cleaned
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/%/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
