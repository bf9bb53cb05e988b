import { useEffect, type RefObject } from 'react';

/** While `active`, calls `onDismiss` on a pointer press outside `root` or on Escape. */
export function useDismiss(root: RefObject<HTMLElement | null>, active: boolean, onDismiss: (reason: 'outside' | 'escape') => void) {
  useEffect(() => {
    if (!active) return undefined;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) onDismiss('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, active, onDismiss]);
}
