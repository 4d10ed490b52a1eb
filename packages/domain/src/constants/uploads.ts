/** File uploads (spec §5, §9). */
export const MAX_UPLOAD_TOTAL_BYTES = 20 * 1024 * 1024;
export const CONTACT_FORM_FILE_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'bmp',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'tif',
  'tiff',
] as const;
/** File types the readability check runs on before a claim is saved. */
export const READABILITY_CHECK_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'bmp', 'tif', 'tiff'] as const;
/** Readability scores of the check: 0 unreadable, 1 barely readable, 2 readable, 3 locked. */
export const readabilityScores = { unreadable: 0, barelyReadable: 1, readable: 2, locked: 3 } as const;
/** Languages in which submitted documents are accepted. */
export const ACCEPTED_DOCUMENT_LANGUAGES = ['nl', 'en', 'de', 'es', 'fr'] as const;
/** File types a claim or seated-transport request accepts: scans and photos of bills. */
export const CLAIM_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'bmp', 'tif', 'tiff'] as const;
/** Smaller files cannot hold a legible scan or photo (spec §5 minimum file size). */
export const MIN_UPLOAD_FILE_BYTES = 1024;
