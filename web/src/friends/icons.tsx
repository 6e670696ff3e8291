/** Small stroked icons for the friend controls; their buttons carry the accessible names. */
function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
    >
      <path d={d} />
    </svg>
  );
}

export const CheckIcon = () => <Icon d="M5 12.5l4.5 4.5L19 7.5" />;
export const XIcon = () => <Icon d="M6 6l12 12M18 6L6 18" />;
export const TrashIcon = () => <Icon d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />;
