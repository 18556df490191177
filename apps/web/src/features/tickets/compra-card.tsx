import { type VentaTicket, isVentaActiva } from '@vidriera/domain/eventos';
import { Link } from '../../hash-router.tsx';
import { esTickets } from '../../i18n/es-tickets.ts';
import { Icon } from '../../ui/icons.tsx';
import { PagoBadge } from '../../ui/pago-badge.tsx';
import { EstadoVentaBadge } from './estado-venta-badge.tsx';
import { formatCuandoEvento } from './format-venta.ts';
import misComprasCss from './mis-compras.module.css';
import { cx } from '../../ui/cx.ts';
import ticketsCss from './tickets.module.css';

/**
 * One purchase of Mis Compras: number, status, event, when, people and holders. Active purchases (1, 2, 0) stand
 * out; the others (5, 3, 4...) are styled apart (domain rule isVentaActiva). The card opens the purchase.
 */
export function CompraCard({ venta }: { venta: VentaTicket }) {
  const titleId = `tkt-compra-${venta.id}`;
  return (
    <article
      className={cx(misComprasCss.tktCompra, ticketsCss.tktCompra)}
      data-estado={venta.estado}
      data-activa={isVentaActiva(venta.estado) || undefined}
      aria-labelledby={titleId}
    >
      <div className={misComprasCss.tktCompraTop}>
        <span className={misComprasCss.tktCompraNumero}>{esTickets.compraNumero(venta.id)}</span>
        <EstadoVentaBadge estado={venta.estado} texto={venta.estadoTexto} />
        <PagoBadge pagado={false} reintegro={venta.reintegro} />
      </div>
      <h2 id={titleId} className={misComprasCss.tktCompraTitulo}>
        <Link
          className={misComprasCss.tktCompraLink}
          to={`/compra-realizada/${encodeURIComponent(venta.carpeta)}/${venta.id}`}
        >
          {venta.titulo}
        </Link>
      </h2>
      <p className={misComprasCss.tktCompraLinea}>
        <Icon name="calendar" size={16} />
        {formatCuandoEvento(venta.fechaHora, venta.timeZone)}
      </p>
      <p className={misComprasCss.tktCompraLinea}>
        <Icon name="store" size={16} />
        {venta.nombreComercio}
      </p>
      <p className={misComprasCss.tktCompraLinea}>
        <Icon name="ticket" size={16} />
        <span>
          {esTickets.personas(venta.cantidad)}
          {venta.tickets.length > 0 && `: ${venta.tickets.map((t) => t.titular).join(', ')}`}
        </span>
      </p>
    </article>
  );
}
