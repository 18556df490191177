import { MESA_MAX, MESA_MIN } from '@vidriera/domain/pedidos';
import { useEffect, useId, useRef } from 'react';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { Icon } from '../../ui/icons.tsx';
import mesaCss from './mesa-section.module.css';
import { cx } from '../../ui/cx.ts';
import pedidosCss from './pedidos.module.css';
import detalleCss from './pedido-detalle.module.css';

/** A refusal of the table field; a new object on every refused confirm, so the field takes the focus again. */
export interface MesaError {
  message: string;
}

export interface MesaSectionProps {
  /** The table of the QR link; null when the link carried none and the customer types it here. */
  mesa: number | null;
  /** What the customer typed. */
  mesaIngresada: string;
  error: MesaError | null;
  onMesaIngresadaChange: (value: string) => void;
}

/**
 * An in-venue order's table in place of the delivery: the QR link's table as it is, or a required number field
 * (1 to 9999) when the link carried none, with the refusal of the confirm beside it.
 */
export function MesaSection({ mesa, mesaIngresada, error, onMesaIngresadaChange }: MesaSectionProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  return (
    <section className={pedidosCss.pedCard} aria-labelledby="ped-mesa-title">
      <h2 id="ped-mesa-title" className={pedidosCss.pedCardTitle}>
        {esPedidos.mesaTitulo}
      </h2>
      {mesa !== null ? (
        <p className={detalleCss.pedEntregaFixed}>
          <Icon name="qr" size={18} />
          {esPedidos.enLocal}
          <strong> · {esPedidos.mesa(mesa)}</strong>
        </p>
      ) : (
        <div className={detalleCss.pedField}>
          <label htmlFor={inputId} className={detalleCss.pedLabel}>
            {esPedidos.numeroMesa}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={cx(detalleCss.pedInput, mesaCss.pedInputMesa)}
            type="number"
            inputMode="numeric"
            min={MESA_MIN}
            max={MESA_MAX}
            step={1}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-ayuda${error ? ` ${inputId}-error` : ''}`}
            value={mesaIngresada}
            onChange={(e) => onMesaIngresadaChange(e.currentTarget.value)}
          />
          <p id={`${inputId}-ayuda`} className={detalleCss.pedHelp}>
            {esPedidos.numeroMesaAyuda}
          </p>
          {error && (
            <p id={`${inputId}-error`} className={mesaCss.pedFieldError} role="alert">
              {error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
