import { addDaysToIsoDate } from '@vidriera/domain/common';
import { lazy, Suspense, useState } from 'react';
import { useAfterPageLoad } from '../../ui/use-after-page-load.ts';
import { esReservas } from '../../i18n/es-reservas.ts';
import { Icon } from '../../ui/icons.tsx';
import { getCalendarRange, parseTypedDate } from './calendar-range.ts';
import type { DateInputProps } from './date-input-props.ts';
import { formatDayName } from './format-reserva.ts';
import reservaFormCss from './reserva-form.module.css';

const INPUT_ID = 'rsv-fecha';

const CalendarDateInput = lazy(() => import('./calendar-date-input.tsx'));

/**
 * The date as the calendar input will show it, in the same box, until the calendar has loaded: after the page has
 * settled, or at once when the customer reaches for the field (it then takes the focus and opens its calendar).
 */
function LazyDateInput(props: DateInputProps) {
  const settled = useAfterPageLoad();
  const [wanted, setWanted] = useState(false);
  const icon = <Icon name="calendar" size={18} />;
  // Plain, as the rest of the form: Mantine (its provider, its input) comes with the calendar.
  const placeholder = (
    <div className={reservaFormCss.rsvDatePlaceholder}>
      <span className={reservaFormCss.rsvDatePlaceholderIcon}>{icon}</span>
      <input
        id={props.id}
        value={props.value}
        placeholder={esReservas.fechaPlaceholder}
        required
        readOnly
        onFocus={() => setWanted(true)}
        onPointerDown={() => setWanted(true)}
      />
    </div>
  );
  if (!settled && !wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CalendarDateInput
        {...props}
        autoFocus={wanted}
        placeholder={esReservas.fechaPlaceholder}
        icon={icon}
        ariaLabels={esReservas.calendario}
        parseDate={parseTypedDate}
      />
    </Suspense>
  );
}

/**
 * The reservation date: typed (year-month-day) or picked in the calendar, plus previous-day and next-day buttons
 * and the day's name. Days before `min` (today) cannot be chosen.
 */
export function DateField({
  value,
  today,
  min,
  max,
  onChange,
}: {
  value: string;
  today: string;
  min?: string | null;
  max?: string | null;
  onChange: (value: string) => void;
}) {
  const range = getCalendarRange(today, min, max);
  const previous = addDaysToIsoDate(value, -1);
  const next = addDaysToIsoDate(value, 1);
  return (
    <div>
      <label className={reservaFormCss.rsvLabel} htmlFor={INPUT_ID}>
        {esReservas.fecha}
      </label>
      <div className={reservaFormCss.rsvDateRow}>
        <button
          type="button"
          className={reservaFormCss.rsvIconButton}
          aria-label={esReservas.diaAnterior}
          disabled={previous < range.min}
          onClick={() => onChange(previous)}
        >
          <Icon name="chevronRight" size={18} className={reservaFormCss.rsvFlip} />
        </button>
        <LazyDateInput id={INPUT_ID} value={value} min={range.min} max={range.max} onChange={onChange} />
        <button
          type="button"
          className={reservaFormCss.rsvIconButton}
          aria-label={esReservas.diaSiguiente}
          disabled={next > range.max}
          onClick={() => onChange(next)}
        >
          <Icon name="chevronRight" size={18} />
        </button>
      </div>
      <p className={reservaFormCss.rsvDayName} aria-live="polite">
        <span>{formatDayName(value)}</span>
        {value === today && <span className={reservaFormCss.rsvToday}>{esReservas.hoy}</span>}
      </p>
    </div>
  );
}
