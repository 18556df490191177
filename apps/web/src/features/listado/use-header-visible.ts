import { useEffect, useState } from 'react';
import { isLoggedIn } from '../../api/session.ts';
import { LISTING_HEADER_HIDE_MS } from './listing-constants.ts';

/** The listing header (and its arrows) show for the first 15 s, and never to a logged-in user. */
export function useHeaderVisible(): boolean {
  const [visible, setVisible] = useState(() => !isLoggedIn());
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), LISTING_HEADER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return visible;
}
