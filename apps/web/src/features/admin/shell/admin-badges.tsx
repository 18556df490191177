import {
  type ComponentType,
  createContext,
  useCallback,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { MerchantComercio } from '@vidriera/domain/schemas/back-office';
import { PedidosBadgeSource } from '../pedidos/pedidos-badge-source.tsx';

/**
 * Counts shown beside the navigation links of the current business (e.g. new orders), keyed by the link's key
 * ('pedidos', 'reservas', ...). A screen or a badge source sets one with useAdminBadge.
 */
export interface AdminBadges {
  counts: Readonly<Record<string, number>>;
  setBadge: (key: string, count: number | null) => void;
}

export const AdminBadgesContext = createContext<AdminBadges>({ counts: {}, setBadge: () => {} });

export function AdminBadgesProvider({ children }: { children: ReactNode }) {
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
  const value = useMemo<AdminBadges>(() => ({ counts, setBadge }), [counts, setBadge]);
  return <AdminBadgesContext.Provider value={value}>{children}</AdminBadgesContext.Provider>;
}

/** Shows `count` beside the link `key` while the calling component is mounted (null or 0 hides it). */
export function useAdminBadge(key: string, count: number | null | undefined): void {
  const { setBadge } = useContext(AdminBadgesContext);
  useEffect(() => {
    setBadge(key, count ? count : null);
    return () => setBadge(key, null);
  }, [key, count, setBadge]);
}

/**
 * Components the layout keeps mounted for the current business whatever screen is open, so a badge stays live
 * (e.g. a subscription to new orders that calls useAdminBadge('pedidos', n)). Add yours to this list; each
 * renders nothing visible.
 */
export const ADMIN_BADGE_SOURCES: ComponentType<{ comercio: MerchantComercio }>[] = [PedidosBadgeSource];

/** Mounts every badge source for the current business (remounted when the business changes). */
export function AdminBadgeSources({ comercio }: { comercio: MerchantComercio }) {
  return ADMIN_BADGE_SOURCES.map((Source) => (
    <Source key={`${comercio.configRestoId}-${Source.displayName ?? Source.name}`} comercio={comercio} />
  ));
}
