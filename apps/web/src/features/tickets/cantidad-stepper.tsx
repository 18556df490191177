import { CANTIDAD_TICKETS_MIN, clampCantidadTickets } from '@vidriera/domain/eventos';
import { esTickets } from '../../i18n/es-tickets.ts';
import compraFormCss from './compra-form.module.css';

const INPUT_ID = 'tkt-cantidad';

/** Quantity with minus and plus: at least 1 (domain rule), at most what is left of the date. */
export function CantidadStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const set = (next: number) => onChange(Math.min(clampCantidadTickets(next), max));
  return (
    <div>
      <label className={compraFormCss.tktLabel} htmlFor={INPUT_ID}>
        {esTickets.cantidadEntradas}
      </label>
      <div className={compraFormCss.tktStepper}>
        <button
          type="button"
          className={compraFormCss.tktStepperButton}
          aria-label={esTickets.menos}
          aria-controls={INPUT_ID}
          disabled={value <= CANTIDAD_TICKETS_MIN}
          onClick={() => set(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={INPUT_ID}
          className={compraFormCss.tktStepperInput}
          type="number"
          inputMode="numeric"
          min={CANTIDAD_TICKETS_MIN}
          max={max}
          required
          value={value}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          className={compraFormCss.tktStepperButton}
          aria-label={esTickets.mas}
          aria-controls={INPUT_ID}
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
