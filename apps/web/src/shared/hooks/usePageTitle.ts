import { useEffect } from 'react';

const BRAND = 'ThreadFit';

/** Sets the document title for a screen: "{title} | ThreadFit". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : `${BRAND} | Gym wear and fashion`;
  }, [title]);
}
