import { useEffect, useState, type RefObject } from 'react';

/** True from the moment the element first scrolls into view (at once where there is no IntersectionObserver). */
export function useOnceVisible(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
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
