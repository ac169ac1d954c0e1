import { useEffect, useRef, useState } from 'react';

/**
 * The messages above a form's fields may be out of sight in a tall panel: each submit that ends in one calls
 * `show`, and the box is focused, which scrolls it (and the panel's own scroll) into view.
 */
export function useNoticeFocus(hasNotice: boolean) {
  const [shown, setShown] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const focused = useRef(0);
  // Once per show, as soon as the box is on the page (the errors may render a moment after the call).
  useEffect(() => {
    if (!hasNotice || shown <= focused.current) return;
    focused.current = shown;
    ref.current?.focus();
  }, [shown, hasNotice]);
  return { ref, show: () => setShown((n) => n + 1) };
}
