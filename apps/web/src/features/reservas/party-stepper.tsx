import { CANTIDAD_PERSONAS_MAX, CANTIDAD_PERSONAS_MIN, clampCantidadPersonas } from '@vidriera/domain/reservas';
import { esReservas } from '../../i18n/es-reservas.ts';
import { cx } from '../../ui/cx.ts';
import reservaFormCss from './reserva-form.module.css';

const INPUT_ID = 'rsv-cantidad';
const HINT_ID = 'rsv-cantidad-hint';

/** Party size with minus and plus: below 1 becomes 1, above 99 becomes 10 (domain rule); empty stays empty. */
export function PartyStepper({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  const step = (delta: number) => onChange(clampCantidadPersonas((value ?? 0) + delta));
  return (
    <div>
      <label className={reservaFormCss.rsvLabel} htmlFor={INPUT_ID}>
        {esReservas.personas}
      </label>
      <div className={reservaFormCss.rsvStepper}>
        <button
          type="button"
          className={reservaFormCss.rsvStepperButton}
          aria-label={esReservas.restarPersona}
          aria-controls={INPUT_ID}
          disabled={value !== null && value <= CANTIDAD_PERSONAS_MIN}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={INPUT_ID}
          className={reservaFormCss.rsvStepperInput}
          type="number"
          inputMode="numeric"
          min={CANTIDAD_PERSONAS_MIN}
          max={CANTIDAD_PERSONAS_MAX}
          required
          aria-invalid={value === null}
          aria-describedby={value === null ? HINT_ID : undefined}
          value={value ?? ''}
          onChange={(event) => {
            const raw = event.target.value;
            onChange(raw.trim() === '' ? null : clampCantidadPersonas(Number(raw)));
          }}
        />
        <button
          type="button"
          className={reservaFormCss.rsvStepperButton}
          aria-label={esReservas.sumarPersona}
          aria-controls={INPUT_ID}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {value === null && (
        <p id={HINT_ID} className={cx(reservaFormCss.rsvHint, reservaFormCss.rsvHintWarn)}>
          {esReservas.personasRequerida}
        </p>
      )}
    </div>
  );
}
