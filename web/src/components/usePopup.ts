import { useCallback, useEffect, useId, useRef, useState, type RefObject } from "react";

/**
 * A button that opens a popup beside it: whether it is open, the popup's id, the props of the button that toggles it
 * (`toggle`) and the element holding both (`container`). The popup closes on Escape (focus back on the button) and
 * on a pointer down outside the container.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  useDismiss(open, close, container, button);
  const toggle = {
    ref: button,
    type: "button",
    "aria-expanded": open,
    "aria-controls": popupId,
    onClick: () => setOpen(!open),
  } as const;
  return { open, close, container, popupId, toggle };
}

function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, container, button]);
}
