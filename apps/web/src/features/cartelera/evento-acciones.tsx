import { formatPesos } from '@vidriera/domain/pedidos';
import {
  type Evento,
  type EventoVariante,
  getAccionEvento,
  isEventoConTickets,
  isVarianteValida,
} from '@vidriera/domain/eventos';
import { serverNow } from '../../api/server-clock.ts';
import { Link, useNavigate } from '../../hash-router.tsx';
import { esCartelera } from '../../i18n/es-cartelera.ts';
import { getFechaLink } from './format-evento.ts';
import { saveReservaDesdeEvento } from './reservar-evento.ts';
import { cx } from '../../ui/cx.ts';
import carteleraCss from './cartelera.module.css';
import { buttonClass } from '../../ui/button.ts';

function formatPrecio(importe: number): string {
  return importe > 0 ? formatPesos(importe) : esCartelera.gratis;
}

function compraPath(evento: Evento, timeZone: string, variante?: EventoVariante): string {
  const base = `/compratickets/${encodeURIComponent(evento.carpeta)}/${evento.id}/${getFechaLink(evento, timeZone)}`;
  return variante ? `${base}?eventoVarianteId=${variante.id}` : base;
}

/** One variant's row: its title and price, and its buy link while it is still sold (spec 02 §5, variant valid). */
function VarianteRow({ evento, variante, timeZone, now }: VarianteProps) {
  const isValida = isVarianteValida(variante, evento.fechaHora, now, timeZone);
  const id = `cart-var-${evento.eventoFechaId}-${variante.id}`;
  return (
    <li className={carteleraCss.cartVariante}>
      <span className={carteleraCss.cartVarianteText} id={id}>
        <span className={carteleraCss.cartVarianteTitulo}>{variante.titulo}</span>
        <span className={carteleraCss.cartPrecio}>{formatPrecio(variante.importe)}</span>
        {variante.soloOnline && <span className={carteleraCss.cartNota}>{esCartelera.soloOnline}</span>}
      </span>
      {isValida ? (
        <Link className={buttonClass('primary')} to={compraPath(evento, timeZone, variante)} aria-describedby={id}>
          {getAccionEvento(evento.tpEvento)}
        </Link>
      ) : (
        <span className={cx(carteleraCss.cartNota, carteleraCss.cartNotaOff)}>{esCartelera.vencida}</span>
      )}
    </li>
  );
}

interface VarianteProps {
  evento: Evento;
  variante: EventoVariante;
  timeZone: string;
  now: Date;
}

/**
 * Price and action of an event by its type (spec 02 §2): tickets ('Comprar Entradas', 'Inscribirse') lead to the
 * purchase form, per variant when it has variants; the reservation types ('Reservar') to the reservation form
 * with the event preselected, after the spec's recommendation. A sold-out date sells nothing.
 */
export function EventoAcciones({ evento, timeZone, now }: { evento: Evento; timeZone: string; now: Date }) {
  const navigate = useNavigate();
  if (!isEventoConTickets(evento.tpEvento)) {
    const reservar = () => {
      if (!window.confirm(esCartelera.reservaConfirm)) return;
      saveReservaDesdeEvento(evento, serverNow());
      navigate(`/reservar/${encodeURIComponent(evento.carpeta)}`);
    };
    return (
      <div className={carteleraCss.cartAcciones}>
        {evento.importe > 0 && (
          <p className={carteleraCss.cartPrecioLinea}>
            <span className={carteleraCss.cartPrecio}>{formatPesos(evento.importe)}</span> {esCartelera.porPersona}
          </p>
        )}
        <button type="button" className={cx(buttonClass('primary'), carteleraCss.cartAccion)} onClick={reservar}>
          {getAccionEvento(evento.tpEvento)}
        </button>
      </div>
    );
  }
  if (evento.agotado) {
    return (
      <div className={carteleraCss.cartAcciones}>
        <p className={carteleraCss.cartSinEntradas}>{esCartelera.sinEntradas}</p>
      </div>
    );
  }
  if (evento.variantes.length > 0) {
    return (
      <ul className={carteleraCss.cartVariantes} aria-label={esCartelera.entradas}>
        {evento.variantes.map((variante) => (
          <VarianteRow key={variante.id} evento={evento} variante={variante} timeZone={timeZone} now={now} />
        ))}
      </ul>
    );
  }
  return (
    <div className={carteleraCss.cartAcciones}>
      <p className={carteleraCss.cartPrecioLinea}>
        <span className={carteleraCss.cartPrecio}>{formatPrecio(evento.importe)}</span>
      </p>
      <Link className={cx(buttonClass('primary'), carteleraCss.cartAccion)} to={compraPath(evento, timeZone)}>
        {getAccionEvento(evento.tpEvento)}
      </Link>
    </div>
  );
}
