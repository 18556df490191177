import { Link } from '../../hash-router.tsx';
import { esCarta } from '../../i18n/es-carta.ts';
import { Icon } from '../../ui/icons.tsx';
import cartaNoticesCss from './carta-notices.module.css';

/** Spec 02 §2: shown on the menu while the customer has an order going on, with a 'ver Pedidos' link. */
export function PedidoEnCursoBanner({ to }: { to: string }) {
  return (
    <aside className={cartaNoticesCss.cartaBanner} aria-label={esCarta.pedidoEnCurso}>
      <span className={cartaNoticesCss.cartaBannerIcon}>
        <Icon name="receipt" size={20} />
      </span>
      <p className={cartaNoticesCss.cartaBannerText}>
        <strong>{esCarta.pedidoEnCurso}</strong>
        <span>{esCarta.pedidoEnCursoTexto}</span>
      </p>
      <Link className={cartaNoticesCss.cartaBannerLink} to={to}>
        {esCarta.verPedidos}
      </Link>
    </aside>
  );
}
