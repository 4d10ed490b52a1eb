/** Millimetres in PDF points: paper measures are given in millimetres. */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/**
 * Left and right margin: 25 mm, the line text starts on in DIN 5008, 5 mm inside the envelope window
 * (decision 0088), so the address stays clear of the window's edge.
 */
export const MARGIN = mm(25);

/** Body text stops here above the bottom edge; below it sit the footer and the page number. */
export const BOTTOM_MARGIN = mm(32);

export const TEXT_COLOR = '#1f2328';
export const MUTED_COLOR = '#555f6b';
