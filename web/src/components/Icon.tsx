/** A small stroked icon (24 × 24 path data); the button or link that holds it carries the accessible name. */
export function Icon({ d, className = "size-5" }: { d: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

export const CloseIcon = () => <Icon d="M6 6l12 12M18 6L6 18" className="size-4" />;
