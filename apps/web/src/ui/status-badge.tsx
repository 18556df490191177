import type { Comercio } from '@vidriera/domain/comercios';
import { es } from '../i18n/es.ts';
import { cx } from './cx.ts';
import statusBadgeCss from './status-badge.module.css';

export type BusinessStatus = 'abierto' | 'cerrado' | 'online' | 'proximamente';

/**
 * The listing badge. Open/closed only means something for a business that takes orders online; a published
 * business without online orders is a storefront that is always "online"; an unpublished one is coming soon.
 */
export function getBusinessStatus(c: Pick<Comercio, 'publicado' | 'abierto' | 'permitePedidosOnline'>): BusinessStatus {
  if (!c.publicado) return 'proximamente';
  if (!c.permitePedidosOnline) return 'online';
  return c.abierto ? 'abierto' : 'cerrado';
}

const LABELS: Record<BusinessStatus, string> = {
  abierto: es.listado.abierto,
  cerrado: es.listado.cerrado,
  online: es.listado.online,
  proximamente: es.listado.proximamenteBadge,
};

const TONES: Record<BusinessStatus, string | undefined> = {
  abierto: statusBadgeCss.statusBadgeAbierto,
  cerrado: statusBadgeCss.statusBadgeCerrado,
  online: statusBadgeCss.statusBadgeOnline,
  proximamente: statusBadgeCss.statusBadgeProximamente,
};

export function StatusBadge({ status }: { status: BusinessStatus }) {
  return <span className={cx(statusBadgeCss.statusBadge, TONES[status])}>{LABELS[status]}</span>;
}
