import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL_TO_TOP_DELAY_MS } from '../features/layout/constants';

/** On every route change the page scrolls smoothly to the top after 100 ms. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, search]);
  return null;
}
