import { useParams } from '../../hash-router.tsx';
import { esReservas } from '../../i18n/es-reservas.ts';
import { SiteHeader } from '../../ui/site-header.tsx';
import { ReservaGuardadaView } from './reserva-guardada-view.tsx';
import { ReservaPendienteView } from './reserva-pendiente-view.tsx';
import reservasCss from './reservas.module.css';
import { cx } from '../../ui/cx.ts';

/**
 * reservadetalle: the reservation in progress, '¿Confirma reserva?' (id 0); reservadetalle/{id}: a saved one,
 * 'Detalle de la reserva' (the router asks for a login there).
 */
export default function ReservaDetallePage() {
  const { id } = useParams();
  const isSaved = id !== undefined;
  return (
    <div className={reservasCss.rsvScreen}>
      <SiteHeader title={isSaved ? esReservas.detalleTitulo : esReservas.confirmaTitulo} />
      <main className={cx(reservasCss.rsvMain, reservasCss.rsvMainNarrow)}>
        {isSaved ? <ReservaGuardadaView key={id} id={Number(id)} /> : <ReservaPendienteView />}
      </main>
    </div>
  );
}
