import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DateInput, DatesProvider } from '@mantine/dates';
import { addDaysToIsoDate } from '@vidriera/domain/zoned-time';
import { esReservas } from '../../i18n/es-reservas.ts';
import { Icon } from '../../ui/icons.tsx';
import { getCalendarRange, parseTypedDate } from './calendar-range.ts';
import { formatDayName } from './format-reserva.ts';

/** Spec 02 §9: weeks start on Monday and every month shows 6 weeks. */
const DATES_SETTINGS = { locale: 'es', firstDayOfWeek: 1, consistentWeeks: true } as const;
const INPUT_ID = 'rsv-fecha';

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
    <div className="rsv-date">
      <label className="rsv-label" htmlFor={INPUT_ID}>
        {esReservas.fecha}
      </label>
      <div className="rsv-date-row">
        <button
          type="button"
          className="rsv-icon-button"
          aria-label={esReservas.diaAnterior}
          disabled={previous < range.min}
          onClick={() => onChange(previous)}
        >
          <Icon name="chevronRight" size={18} className="rsv-flip" />
        </button>
        <DatesProvider settings={DATES_SETTINGS}>
          <DateInput
            id={INPUT_ID}
            className="rsv-date-input"
            size="md"
            value={value}
            valueFormat="YYYY-MM-DD"
            placeholder={esReservas.fechaPlaceholder}
            dateParser={parseTypedDate}
            minDate={range.min}
            maxDate={range.max}
            required
            leftSection={<Icon name="calendar" size={18} />}
            leftSectionPointerEvents="none"
            popoverProps={{ withinPortal: true, shadow: 'md', zIndex: 300, classNames: { dropdown: 'rsv-calendar' } }}
            ariaLabels={esReservas.calendario}
            onChange={(date) => {
              if (date) onChange(date.slice(0, 10));
            }}
          />
        </DatesProvider>
        <button
          type="button"
          className="rsv-icon-button"
          aria-label={esReservas.diaSiguiente}
          disabled={next > range.max}
          onClick={() => onChange(next)}
        >
          <Icon name="chevronRight" size={18} />
        </button>
      </div>
      <p className="rsv-day-name" aria-live="polite">
        <span>{formatDayName(value)}</span>
        {value === today && <span className="rsv-today">{esReservas.hoy}</span>}
      </p>
    </div>
  );
}
