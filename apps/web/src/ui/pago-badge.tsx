import { getReintegroLabel, type Reintegro } from '@vidriera/domain/pagos';
import { esPedidos } from '../i18n/es-pedidos.ts';
import { Icon } from './icons.tsx';
import pagoBadgeCss from './pago-badge.module.css';

/**
 * The online payment beside an estado (orders and ticket purchases, customer and back office): 'Pagado' once the
 * payment is on record, 'Reintegro en curso' / 'Reintegrado' once it is being or was given back (decision 022).
 */
export function PagoBadge({ pagado, reintegro }: { pagado: boolean; reintegro: Reintegro | null }) {
  if (reintegro) {
    const hecho = reintegro.estado === 'hecho';
    return (
      <span className={pagoBadgeCss.pagoBadge} data-reintegro={reintegro.estado}>
        <Icon name={hecho ? 'check' : 'clock'} size={14} />
        {getReintegroLabel(reintegro.estado)}
      </span>
    );
  }
  if (!pagado) return null;
  return (
    <span className={pagoBadgeCss.pagoBadge}>
      <Icon name="check" size={14} />
      {esPedidos.pagado}
    </span>
  );
}
