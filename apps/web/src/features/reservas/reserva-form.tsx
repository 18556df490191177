import type { Comercio } from '@vidriera/domain/comercios';
import { getZonedIsoDate } from '@vidriera/domain/common';
import { useMemo } from 'react';
import { useNavigate } from '../../hash-router.tsx';
import { useEventosDelDia } from '../../api/get-eventos-del-dia.ts';
import { serverNow } from '../../api/server-clock.ts';
import { esReservas } from '../../i18n/es-reservas.ts';
import { ComercioSummary } from './comercio-summary.tsx';
import { DateField } from './date-field.tsx';
import { EventBanner } from './event-banner.tsx';
import { PartyStepper } from './party-stepper.tsx';
import { clearReservaPendiente } from './reserva-draft-storage.ts';
import { SlotPicker } from './slot-picker.tsx';
import { useReservaForm } from './use-reserva-form.ts';
import reservaFormCss from './reserva-form.module.css';
import { cx } from '../../ui/cx.ts';
import reservasCss from './reservas.module.css';

/** The reservation form of reservar/{carpeta}: party, day, day part, sector, time and comments. */
export function ReservaForm({ comercio, showRating }: { comercio: Comercio; showRating: boolean }) {
  const navigate = useNavigate();
  const form = useReservaForm(comercio);
  const { state, availability } = form;
  const today = useMemo(() => getZonedIsoDate(serverNow(), comercio.timeZone), [comercio.timeZone]);
  const eventos = useEventosDelDia(comercio.id, state.fecha, comercio.permiteEventos);

  const volver = () => {
    clearReservaPendiente();
    navigate(`/home/${encodeURIComponent(comercio.carpeta)}`);
  };
  const reservar = () => {
    if (form.submit()) navigate('/reservadetalle');
  };

  return (
    <div className={reservaFormCss.rsvLayout}>
      <aside className={reservaFormCss.rsvAside}>
        <ComercioSummary comercio={comercio} showRating={showRating} />
      </aside>
      <div className={reservaFormCss.rsvForm}>
        <section className={reservaFormCss.rsvCard} aria-labelledby="rsv-cuantos">
          <h2 id="rsv-cuantos" className={reservaFormCss.rsvCardTitle}>
            {esReservas.cuantos}
          </h2>
          <PartyStepper value={state.cantidad} onChange={form.setCantidad} />
        </section>

        <section className={reservaFormCss.rsvCard} aria-labelledby="rsv-cuando">
          <h2 id="rsv-cuando" className={reservaFormCss.rsvCardTitle}>
            {esReservas.cuando}
          </h2>
          <DateField value={state.fecha} today={today} min={today} onChange={form.setFecha} />
          {eventos.data && <EventBanner eventos={eventos.data} carpeta={comercio.carpeta} />}
        </section>

        <section className={reservaFormCss.rsvCard} aria-labelledby="rsv-momento">
          <h2 id="rsv-momento" className={reservaFormCss.rsvCardTitle}>
            {esReservas.momento}
          </h2>
          <SlotPicker
            data={form.data}
            state={state}
            isLoading={availability.isFetching && availability.isPlaceholderData}
            isError={availability.isError}
            onRetry={() => void availability.refetch()}
            onRango={form.selectRango}
            onSector={form.selectSector}
            onHora={form.selectHora}
          />
        </section>

        <section className={reservaFormCss.rsvCard} aria-labelledby="rsv-comentarios">
          <h2 id="rsv-comentarios" className={reservaFormCss.rsvCardTitle}>
            {esReservas.comentarios}
          </h2>
          <textarea
            className={reservaFormCss.rsvTextarea}
            aria-labelledby="rsv-comentarios"
            placeholder={esReservas.comentariosPlaceholder}
            rows={2}
            maxLength={500}
            value={state.observacion}
            onChange={(event) => form.setObservacion(event.currentTarget.value)}
          />
        </section>

        <div className={reservasCss.rsvActions} ref={form.scrollTarget}>
          <button
            type="button"
            className={cx(reservaFormCss.rsvButton, reservasCss.rsvButton, reservasCss.rsvAction)}
            onClick={volver}
          >
            {esReservas.volver}
          </button>
          <button
            type="button"
            className={cx(
              reservaFormCss.rsvButton,
              reservasCss.rsvButton,
              reservasCss.rsvButtonPrimary,
              reservasCss.rsvAction,
              reservasCss.rsvActionPrimary,
            )}
            onClick={reservar}
          >
            {esReservas.reservar}
          </button>
        </div>
      </div>
    </div>
  );
}
