import { MESA_MAX, MESA_MIN } from '@vidriera/domain/pedidos-validation';
import { useEffect, useId, useRef } from 'react';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { Icon } from '../../ui/icons.tsx';
import './mesa-section.css';

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
    <section className="ped-card" aria-labelledby="ped-mesa-title">
      <h2 id="ped-mesa-title" className="ped-card-title">
        {esPedidos.mesaTitulo}
      </h2>
      {mesa !== null ? (
        <p className="ped-entrega-fixed">
          <Icon name="qr" size={18} />
          {esPedidos.enLocal}
          <strong> · {esPedidos.mesa(mesa)}</strong>
        </p>
      ) : (
        <div className="ped-field ped-field--mesa">
          <label htmlFor={inputId} className="ped-label">
            {esPedidos.numeroMesa}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="ped-input ped-input--mesa"
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
          <p id={`${inputId}-ayuda`} className="ped-help">
            {esPedidos.numeroMesaAyuda}
          </p>
          {error && (
            <p id={`${inputId}-error`} className="ped-field-error" role="alert">
              {error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
