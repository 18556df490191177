import { type TicketDraft, keepDigits, validateTicketTitular } from '@vidriera/domain/eventos';
import { esTickets } from '../../i18n/es-tickets.ts';
import compraFormCss from './compra-form.module.css';
import ticketsCss from './tickets.module.css';

interface TitularFieldsProps {
  index: number;
  ticket: TicketDraft;
  legend: string;
  showErrors: boolean;
  onChange: (index: number, ticket: TicketDraft) => void;
}

/** One holder: full name and phone (only digits can be typed), with the domain's messages once the form was sent. */
function TitularFields({ index, ticket, legend, showErrors, onChange }: TitularFieldsProps) {
  const errors = showErrors ? validateTicketTitular(ticket) : {};
  const nombreId = `tkt-titular-${index}`;
  const telefonoId = `tkt-telefono-${index}`;
  return (
    <fieldset className={compraFormCss.tktTitular}>
      <legend className={compraFormCss.tktTitularLegend}>{legend}</legend>
      <div className={compraFormCss.tktField}>
        <label className={compraFormCss.tktLabel} htmlFor={nombreId}>
          {esTickets.nombre}
        </label>
        <input
          id={nombreId}
          className={compraFormCss.tktInput}
          type="text"
          autoComplete={index === 0 ? 'name' : 'off'}
          maxLength={100}
          required
          placeholder={esTickets.nombrePlaceholder}
          aria-invalid={Boolean(errors.titular)}
          aria-describedby={errors.titular ? `${nombreId}-error` : undefined}
          value={ticket.titular}
          onChange={(e) => onChange(index, { ...ticket, titular: e.currentTarget.value })}
        />
        {errors.titular && (
          <p id={`${nombreId}-error`} className={compraFormCss.tktError}>
            {errors.titular}
          </p>
        )}
      </div>
      <div className={compraFormCss.tktField}>
        <label className={compraFormCss.tktLabel} htmlFor={telefonoId}>
          {esTickets.telefono}
        </label>
        <input
          id={telefonoId}
          className={compraFormCss.tktInput}
          type="tel"
          inputMode="numeric"
          autoComplete={index === 0 ? 'tel-national' : 'off'}
          maxLength={15}
          required
          placeholder={esTickets.telefonoPlaceholder}
          aria-invalid={Boolean(errors.telefono)}
          aria-describedby={`${telefonoId}-help${errors.telefono ? ` ${telefonoId}-error` : ''}`}
          value={ticket.telefono}
          onChange={(e) => onChange(index, { ...ticket, telefono: keepDigits(e.currentTarget.value) })}
        />
        <p id={`${telefonoId}-help`} className={compraFormCss.tktHelp}>
          {esTickets.telefonoAyuda}
        </p>
        {errors.telefono && (
          <p id={`${telefonoId}-error`} className={compraFormCss.tktError}>
            {errors.telefono}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/**
 * The holders: for event types 3 and 4 one per ticket ('Entrada 1', 'Entrada 2'...); otherwise one, on whose
 * name the whole quantity goes (domain rule buildTickets).
 */
export function TitularesFields({
  tickets,
  isPorPersona,
  showErrors,
  onChange,
}: {
  tickets: readonly TicketDraft[];
  /** Event types 3 and 4 (isTitularPorPersona). */
  isPorPersona: boolean;
  showErrors: boolean;
  onChange: (index: number, ticket: TicketDraft) => void;
}) {
  return (
    <section className={ticketsCss.tktCard} aria-labelledby="tkt-titulares-title">
      <h2 id="tkt-titulares-title" className={ticketsCss.tktCardTitle}>
        {esTickets.titulares}
      </h2>
      <div className={compraFormCss.tktTitulares}>
        {tickets.map((ticket, index) => (
          <TitularFields
            // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's place in the list is its identity here
            key={index}
            index={index}
            ticket={ticket}
            legend={isPorPersona ? esTickets.titularDe(index + 1) : esTickets.titularUnico(ticket.cantidad)}
            showErrors={showErrors}
            onChange={onChange}
          />
        ))}
      </div>
    </section>
  );
}
