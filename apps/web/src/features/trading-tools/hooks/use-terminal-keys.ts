import { type RefObject, useEffect } from 'react';

/** What the terminal's keys do. */
export interface TerminalKeyActions {
  /** `/`: focus the tool picker. */
  readonly focusPicker: () => void;
  /** ↓ or j (+1), ↑ or k (−1): move the selected row. */
  readonly move: (by: number) => void;
  /** Enter: open the selected row. */
  readonly open: () => void;
}

/** Whether a key press is typing into a field (then only Escape leaves it). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The terminal's keyboard: `/` focuses the picker, ↑ ↓ / j k move the selection, Enter opens it,
 * Escape leaves the picker. Keys typed into a field (the picker's type-ahead) are left alone.
 */
export function useTerminalKeys(
  actions: TerminalKeyActions,
  picker: RefObject<HTMLInputElement | null>,
): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (typing(event.target)) {
        if (event.key === 'Escape' && event.target === picker.current) picker.current?.blur();
        return;
      }
      const step = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 }[event.key];
      if (event.key === '/') actions.focusPicker();
      else if (step !== undefined) actions.move(step);
      else if (event.key === 'Enter') actions.open();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions, picker]);
}
