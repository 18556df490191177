import { Link } from 'react-router';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';

/** Spec 02 §2: shown on the menu while the customer has an order going on, with a 'ver Pedidos' link. */
export function PedidoEnCursoBanner({ to }: { to: string }) {
  return (
    <aside className="carta-banner" aria-label={es.carta.pedidoEnCurso}>
      <span className="carta-banner-icon">
        <Icon name="receipt" size={20} />
      </span>
      <p className="carta-banner-text">
        <strong>{es.carta.pedidoEnCurso}</strong>
        <span>{es.carta.pedidoEnCursoTexto}</span>
      </p>
      <Link className="carta-banner-link" to={to}>
        {es.carta.verPedidos}
      </Link>
    </aside>
  );
}
