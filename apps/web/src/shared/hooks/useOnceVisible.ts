import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment the element first scrolls into view (right after the first render where
 * there is no IntersectionObserver). Always false in the first render, as on the server, so a
 * server-rendered page hydrates to the same markup.
 */
export function useOnceVisible(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (visible) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    if (!ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ref, rootMargin, visible]);
  return visible;
}
