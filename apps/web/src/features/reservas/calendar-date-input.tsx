import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DateInput, DatesProvider } from '@mantine/dates';
import { MantineScope } from '../../ui/mantine-layout.tsx';
import type { CalendarDateInputProps } from './date-input-props.ts';
import reservaFormCss from './reserva-form.module.css';

/** Spec 02 §9: weeks start on Monday and every month shows 6 weeks. */
const DATES_SETTINGS = { locale: 'es', firstDayOfWeek: 1, consistentWeeks: true } as const;

/**
 * The reservation date typed (year-month-day or day/month/year) or picked in a calendar popup. It weighs more than
 * the rest of the form (the calendar, its popover, dayjs), so date-field.tsx loads it after the form has painted. It
 * imports nothing of the form's own modules: what it shows of them comes in its props. The form is plain; Mantine's
 * provider comes with the calendar.
 */
export default function CalendarDateInput({
  id,
  value,
  min,
  max,
  autoFocus,
  placeholder,
  icon,
  ariaLabels,
  parseDate,
  onChange,
}: CalendarDateInputProps) {
  return (
    <MantineScope>
      <DatesProvider settings={DATES_SETTINGS}>
        <DateInput
          id={id}
          className={reservaFormCss.rsvDateInput}
          size="md"
          value={value}
          valueFormat="YYYY-MM-DD"
          placeholder={placeholder}
          dateParser={parseDate}
          minDate={min}
          maxDate={max}
          required
          autoFocus={autoFocus}
          leftSection={icon}
          leftSectionPointerEvents="none"
          popoverProps={{
            withinPortal: true,
            shadow: 'md',
            zIndex: 300,
            classNames: { dropdown: reservaFormCss.rsvCalendar },
          }}
          ariaLabels={ariaLabels}
          onChange={(date) => {
            if (date) onChange(date.slice(0, 10));
          }}
        />
      </DatesProvider>
    </MantineScope>
  );
}
