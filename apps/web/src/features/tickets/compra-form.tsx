import { formatPesos } from '@vidriera/domain/pedidos';
import {
  type Cartelera,
  type Evento,
  getAccionEvento,
  getImporteTotalVenta,
  isTitularPorPersona,
  isVarianteValida,
} from '@vidriera/domain/eventos';
import { serverNow } from '../../api/server-clock.ts';
import { esTickets } from '../../i18n/es-tickets.ts';
import { CantidadStepper } from './cantidad-stepper.tsx';
import { EventoResumen } from './evento-resumen.tsx';
import { FormaPagoChoice } from './forma-pago-choice.tsx';
import { TitularesFields } from './titulares-fields.tsx';
import { useCompraForm } from './use-compra-form.ts';
import compraFormCss from './compra-form.module.css';
import { cx } from '../../ui/cx.ts';
import ticketsCss from './tickets.module.css';
import { buttonClass } from '../../ui/button.ts';

/** The variant: its name when there is one; a choice when the event sells several. */
function VarianteChoice({
  evento,
  timeZone,
  value,
  onChange,
}: {
  evento: Evento;
  timeZone: string;
  value: number | null;
  onChange: (id: number) => void;
}) {
  if (evento.variantes.length === 0) return null;
  const now = serverNow();
  return (
    <fieldset className={cx(compraFormCss.tktChoice, compraFormCss.tktVariantes)}>
      <legend className={compraFormCss.tktLabel}>{esTickets.variante}</legend>
      {evento.variantes.map((variante) => {
        const isValida = isVarianteValida(variante, evento.fechaHora, now, timeZone);
        return (
          <label key={variante.id} className={compraFormCss.tktOption}>
            <input
              type="radio"
              name="eventoVarianteId"
              value={variante.id}
              checked={value === variante.id}
              onChange={() => onChange(variante.id)}
            />
            <span className={compraFormCss.tktOptionText}>
              <span className={compraFormCss.tktOptionRow}>
                {variante.titulo}
                <span className={compraFormCss.tktOptionPrice}>{formatPesos(variante.importe)}</span>
              </span>
              {(!isValida || variante.soloOnline) && (
                <span className={compraFormCss.tktOptionHelp}>
                  {isValida ? esTickets.soloOnline : esTickets.vencida}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * compratickets: event and variant, payment method, quantity with unit price and total, the holders, and
 * Volver / the event's action. The checks are the domain's (findCompraError).
 */
export function CompraForm({
  cartelera,
  evento,
  varianteIdParam,
  onVolver,
}: {
  cartelera: Cartelera;
  evento: Evento;
  varianteIdParam: number | null;
  onVolver: () => void;
}) {
  const form = useCompraForm(cartelera, evento, varianteIdParam);
  const { state } = form;
  const total = getImporteTotalVenta(form.precioUnitario, state.cantidad);
  return (
    <form
      className={ticketsCss.tktForm}
      noValidate
      aria-label={getAccionEvento(evento.tpEvento)}
      onSubmit={(e) => {
        e.preventDefault();
        form.enviar();
      }}
    >
      <EventoResumen
        nombreComercio={cartelera.nombreComercio}
        domicilio={cartelera.domicilio}
        titulo={evento.titulo}
        fechaHora={evento.fechaHora}
        timeZone={cartelera.timeZone}
      >
        <VarianteChoice
          evento={evento}
          timeZone={cartelera.timeZone}
          value={state.varianteId}
          onChange={form.setVariante}
        />
      </EventoResumen>
      <FormaPagoChoice
        formas={form.formas}
        variante={form.variante}
        value={state.formaPagoId}
        onChange={form.setFormaPago}
      />
      <section className={ticketsCss.tktCard} aria-labelledby="tkt-cantidad-title">
        <h2 id="tkt-cantidad-title" className={ticketsCss.tktCardTitle}>
          {esTickets.entrada}
        </h2>
        <CantidadStepper value={state.cantidad} max={form.maxCantidad} onChange={form.setCantidad} />
        {evento.disponibles !== null && evento.disponibles <= 10 && (
          <p className={compraFormCss.tktHelp}>{esTickets.quedan(evento.disponibles)}</p>
        )}
        <dl className={ticketsCss.tktImportes}>
          <div>
            <dt>{esTickets.precioUnitario}</dt>
            <dd>{formatPesos(form.precioUnitario)}</dd>
          </div>
          <div className={ticketsCss.tktImportesTotal}>
            <dt>{esTickets.total}</dt>
            <dd>{formatPesos(total)}</dd>
          </div>
        </dl>
      </section>
      <TitularesFields
        tickets={state.tickets}
        isPorPersona={isTitularPorPersona(evento.tpEvento)}
        showErrors={state.isSent}
        onChange={form.setTicket}
      />
      <div className={ticketsCss.tktActions}>
        <button type="button" className={cx(buttonClass(), ticketsCss.tktAction)} onClick={onVolver}>
          {esTickets.volver}
        </button>
        <button type="submit" className={cx(buttonClass('primary'), ticketsCss.tktAction)}>
          {getAccionEvento(evento.tpEvento)}
        </button>
      </div>
    </form>
  );
}
