import { useEffect, useState } from 'react';

/** How long after the load event the page counts as settled (its first screen painted, its images asked for). */
const SETTLE_MS = 1_000;

/** False until the page has loaded and settled: for work the first screen must not wait behind. */
export function useAfterPageLoad(): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      timer = setTimeout(() => setLoaded(true), SETTLE_MS);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      clearTimeout(timer);
    };
  }, []);
  return isLoaded;
}
