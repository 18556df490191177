import { type EventoVariante, type FormaPagoTicket, isFormaPagoPermitidaParaVariante } from '@vidriera/domain/eventos';
import { esTickets } from '../../i18n/es-tickets.ts';
import { cx } from '../../ui/cx.ts';
import ticketsCss from './tickets.module.css';
import compraFormCss from './compra-form.module.css';

/**
 * The payment methods the business offers for tickets (transfer first); a variant sold only online leaves the
 * others disabled. With none offered the form says so (and sending it says 'Seleccione una forma de pago').
 */
export function FormaPagoChoice({
  formas,
  variante,
  value,
  onChange,
}: {
  formas: readonly FormaPagoTicket[];
  variante: EventoVariante | null;
  value: number;
  onChange: (formaPagoId: number) => void;
}) {
  return (
    <section className={ticketsCss.tktCard} aria-labelledby="tkt-pago-title">
      <h2 id="tkt-pago-title" className={ticketsCss.tktCardTitle}>
        {esTickets.formaPago}
      </h2>
      {formas.length === 0 ? (
        <p className={cx(compraFormCss.tktHelp, compraFormCss.tktHelpWarn)}>{esTickets.sinFormasPago}</p>
      ) : (
        <fieldset className={compraFormCss.tktChoice}>
          <legend className="visually-hidden">{esTickets.formaPago}</legend>
          {formas.map((forma) => {
            const isPermitida = isFormaPagoPermitidaParaVariante(variante, forma);
            return (
              <label key={forma} className={compraFormCss.tktOption} data-disabled={!isPermitida || undefined}>
                <input
                  type="radio"
                  name="formaPagoId"
                  value={forma}
                  checked={value === forma}
                  disabled={!isPermitida}
                  onChange={() => onChange(forma)}
                />
                <span className={compraFormCss.tktOptionText}>
                  {esTickets.formasPago[forma]}
                  <span className={compraFormCss.tktOptionHelp}>
                    {isPermitida ? esTickets.formasPagoAyuda[forma] : esTickets.soloOnline}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
