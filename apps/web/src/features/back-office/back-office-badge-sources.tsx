import type { MerchantComercio } from '@vidriera/domain/back-office';
import type { ComponentType } from 'react';
import { PedidosBadgeSource } from './pedidos/pedidos-badge-source.tsx';

/**
 * Components the layout keeps mounted for the current business whatever screen is open, so a badge stays live
 * (e.g. a subscription to new orders that calls useBackOfficeBadge('pedidos', n)). Add yours to this list; each
 * renders nothing visible.
 */
const ADMIN_BADGE_SOURCES: ComponentType<{ comercio: MerchantComercio }>[] = [PedidosBadgeSource];

/** Mounts every badge source for the current business (remounted when the business changes). */
export function BackOfficeBadgeSources({ comercio }: { comercio: MerchantComercio }) {
  return ADMIN_BADGE_SOURCES.map((Source) => (
    <Source key={`${comercio.configRestoId}-${Source.displayName ?? Source.name}`} comercio={comercio} />
  ));
}
