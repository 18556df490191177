import { createContext, useCallback, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/**
 * Counts shown beside the navigation links of the current business (e.g. new orders), keyed by the link's key
 * ('pedidos', 'reservas', ...). A screen or a badge source sets one with useBackOfficeBadge.
 */
export interface BackOfficeBadges {
  counts: Readonly<Record<string, number>>;
  setBadge: (key: string, count: number | null) => void;
}

export const BackOfficeBadgesContext = createContext<BackOfficeBadges>({ counts: {}, setBadge: () => {} });

export function BackOfficeBadgesProvider({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  // Stable across renders: setting a badge must not re-run the effects of the components that set them.
  const setBadge = useCallback((key: string, count: number | null) => {
    setCounts((previous) => {
      if ((previous[key] ?? null) === count) return previous;
      const next = { ...previous };
      if (count === null) delete next[key];
      else next[key] = count;
      return next;
    });
  }, []);
  const value = useMemo<BackOfficeBadges>(() => ({ counts, setBadge }), [counts, setBadge]);
  return <BackOfficeBadgesContext.Provider value={value}>{children}</BackOfficeBadgesContext.Provider>;
}

/** Shows `count` beside the link `key` while the calling component is mounted (null or 0 hides it). */
export function useBackOfficeBadge(key: string, count: number | null | undefined): void {
  const { setBadge } = useContext(BackOfficeBadgesContext);
  useEffect(() => {
    setBadge(key, count ? count : null);
    return () => setBadge(key, null);
  }, [key, count, setBadge]);
}
