import { Link } from '../../hash-router.tsx';
import { esCarta } from '../../i18n/es-carta.ts';
import { Icon } from '../../ui/icons.tsx';
import './carta-notices.css';

/** Spec 02 §2: shown on the menu while the customer has an order going on, with a 'ver Pedidos' link. */
export function PedidoEnCursoBanner({ to }: { to: string }) {
  return (
    <aside className="carta-banner" aria-label={esCarta.pedidoEnCurso}>
      <span className="carta-banner-icon">
        <Icon name="receipt" size={20} />
      </span>
      <p className="carta-banner-text">
        <strong>{esCarta.pedidoEnCurso}</strong>
        <span>{esCarta.pedidoEnCursoTexto}</span>
      </p>
      <Link className="carta-banner-link" to={to}>
        {esCarta.verPedidos}
      </Link>
    </aside>
  );
}
