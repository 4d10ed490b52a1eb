import './expandable-list.css';

/** The arrow on a button that opens a row or card; it turns over while open. */
export function ExpandChevron({ open, size = 16 }: { open: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className="mijn-expand-chevron"
      data-open={open}
    >
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
