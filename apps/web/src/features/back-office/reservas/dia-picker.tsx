import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { addDaysToIsoDate, parseIsoDate } from '@vidriera/domain/common';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { formatDia } from './libro.ts';
import reservasAdminCss from './reservas-back-office.module.css';

interface DiaPickerProps {
  fecha: string;
  hoy: string;
  onChange: (fecha: string) => void;
}

/** The book's day (the merchant's calendar): previous and next day, a date field, back to today. */
export function DiaPicker({ fecha, hoy, onChange }: DiaPickerProps) {
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Button
        variant="default"
        size="md"
        onClick={() => onChange(addDaysToIsoDate(fecha, -1))}
        aria-label={t.diaAnterior}
      >
        ‹
      </Button>
      <TextInput
        type="date"
        label={t.dia}
        size="md"
        value={fecha}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (parseIsoDate(value)) onChange(value);
        }}
        className={reservasAdminCss.admResFecha}
      />
      <Button
        variant="default"
        size="md"
        onClick={() => onChange(addDaysToIsoDate(fecha, 1))}
        aria-label={t.diaSiguiente}
      >
        ›
      </Button>
      <Button variant="light" size="md" onClick={() => onChange(hoy)} disabled={fecha === hoy}>
        {t.hoy}
      </Button>
      <Text fw={600} className={reservasAdminCss.admResDiaNombre} aria-live="polite">
        {formatDia(fecha)}
      </Text>
    </Group>
  );
}
