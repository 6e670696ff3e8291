import { Icon } from "../components/Icon";

export const TrashIcon = () => <Icon d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" className="size-4" />;
export const PlusIcon = () => <Icon d="M12 5v14M5 12h14" className="size-6" />;

/** The placeholder of a competition without a picture. */
export function TrophyIcon({ className = "size-10" }: { className?: string }) {
  return (
    <Icon
      className={className}
      d="M8 4h8v5a4 4 0 0 1-8 0V4ZM8 6H5v1.5A3.5 3.5 0 0 0 8.5 11M16 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 13v4M8.5 20h7M9.5 17h5v3h-5z"
    />
  );
}
