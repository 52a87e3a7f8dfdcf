/** Line icons of the structure panel (SVG, so they never depend on the fonts a computer has). */
const paths = {
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  duplicate: 'M8 8h11v11H8zM5 16V5h11',
  move: 'M4 12h16M8 8l-4 4 4 4M16 8l4 4-4 4',
  delete: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13',
} as const;

export function Icon({ name }: { name: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
