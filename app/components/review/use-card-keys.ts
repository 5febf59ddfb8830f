import { useEffect, useRef } from "react";

/**
 * Keyboard: hands Space and digit keys to the card, and focuses the card when it
 * shows, so Space turns it rather than pressing a button that kept the focus. Keys typed into a
 * field, with a modifier, or Space/Enter on a focused control keep their usual meaning.
 */
export function useCardKeys(onKey: (key: string) => void) {
  const ref = useRef<HTMLElement>(null);
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    const listen = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      const control = target?.closest("button, a, input, select, textarea");
      if (control && (event.key === " " || event.key === "Enter")) return;
      if (target?.closest("input, select, textarea")) return;
      if (event.key === " " || /^[1-4]$/.test(event.key)) {
        event.preventDefault();
        handler.current(event.key);
      }
    };
    document.addEventListener("keydown", listen);
    return () => document.removeEventListener("keydown", listen);
  }, []);
  return ref;
}
