import { esPedidos } from '../../i18n/es-pedidos.ts';
import { Icon } from '../../ui/icons.tsx';
import './pagado-badge.css';

/** 'Pagado' beside an order's estado, when its online payment is on record. */
export function PagadoBadge() {
  return (
    <span className="ped-pagado">
      <Icon name="check" size={14} />
      {esPedidos.pagado}
    </span>
  );
}
