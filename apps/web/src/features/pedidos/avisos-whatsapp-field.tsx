import { useId } from 'react';
import { usePreferenciaAvisos } from '../../api/get-preferencia-avisos.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import css from './avisos-whatsapp-field.module.css';
import pedidosCss from './pedidos.module.css';

export interface AvisosWhatsappFieldProps {
  /** What the customer ticked on this checkout; undefined while untouched (the remembered choice shows). */
  value: boolean | undefined;
  onChange: (value: boolean) => void;
}

/**
 * "Avisarme por WhatsApp cómo va mi pedido": the customer's opt-in to the order's notices (decision 034). Only with
 * a session (a guest has no account to remember it on, nor a verified phone); untouched, it shows the choice of
 * the last order, which the API applies when the order does not say.
 */
export function AvisosWhatsappField({ value, onChange }: AvisosWhatsappFieldProps) {
  const id = useId();
  const preferencia = usePreferenciaAvisos(true);
  const checked = value ?? preferencia.data?.avisarWhatsapp ?? false;
  const telefono = preferencia.data?.telefono;
  return (
    <section className={pedidosCss.pedCard} aria-label={esPedidos.avisosTitulo}>
      <div className={css.pedAvisos}>
        <input
          id={id}
          type="checkbox"
          className={css.pedAvisosCheck}
          checked={checked}
          aria-describedby={`${id}-ayuda`}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id} className={css.pedAvisosLabel}>
          {esPedidos.avisosWhatsapp}
        </label>
        <p id={`${id}-ayuda`} className={css.pedAvisosAyuda}>
          {esPedidos.avisosAyuda(telefono ?? null)}
        </p>
      </div>
    </section>
  );
}
