import type { TileType } from '@mijn/domain';

/** Line icons (24 px grid, stroke) for each tile; decorative, the tile's heading says what it is. */
const shapes: Record<TileType, string[]> = {
  messages: ['M3 6.5h18v11H3z', 'M3 7l9 6.5L21 7'],
  excess: ['M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z', 'M9 12l2 2 4-4'],
  dental: [
    'M7 3.5c-2.5 0-3.5 2-3.5 4.5 0 3 1.5 4.5 2 7.5.4 2.5 1 5 2.3 5 1.7 0 1.2-5.5 4.2-5.5s2.5 5.5 4.2 5.5c1.3 0 1.9-2.5 2.3-5 .5-3 2-4.5 2-7.5 0-2.5-1-4.5-3.5-4.5-2 0-3 1.2-5 1.2S9 3.5 7 3.5z',
  ],
  'open-invoices': ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  'payment-arrangement': ['M4 5h16v15H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M8 14h3', 'M13 14h3'],
  'good-news': [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M8 13.5c1 1.5 2.3 2.2 4 2.2s3-.7 4-2.2',
    'M9 9.5h.01',
    'M15 9.5h.01',
  ],
  ehic: ['M3 6h18v12H3z', 'M3 10h18', 'M6.5 14.5h4'],
  declarations: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 14l2 2 4-4'],
  'insurance-right': [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M3.5 9h17',
    'M3.5 15h17',
    'M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  ],
  marketing: ['M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z'],
  'damage-insurance': ['M4 11l8-7 8 7', 'M6 9.5V20h12V9.5', 'M10 20v-5h4v5'],
};

export function TileIcon({ type }: { type: TileType }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[type].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
