import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { FranjaServicio } from '@vidriera/domain/reservas';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import reservasAdminCss from './reservas-back-office.module.css';

/** Weekdays in the order a week reads in Argentina (Monday first); values are 0 Sunday .. 6 Saturday. */
const DIAS_ORDEN = [1, 2, 3, 4, 5, 6, 0];

interface FranjasEditorProps {
  idPrefix: string;
  franjas: FranjaServicio[];
  onChange: (franjas: FranjaServicio[]) => void;
}

/** A service's windows: one row per weekday window (day, first and last slot), added and removed freely. */
export function FranjasEditor({ idPrefix, franjas, onChange }: FranjasEditorProps) {
  const update = (index: number, patch: Partial<FranjaServicio>) =>
    onChange(franjas.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const siguienteDia = () => {
    const usados = new Set(franjas.map((f) => f.dia));
    return DIAS_ORDEN.find((dia) => !usados.has(dia)) ?? 1;
  };
  return (
    <Stack gap="xs" role="group" aria-label={t.franjas}>
      {franjas.map((franja, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their index is their identity
        <div key={`${idPrefix}-${index}`} className={reservasAdminCss.admResFranja}>
          <NativeSelect
            className={reservasAdminCss.admResFranjaDia}
            label={t.diaSemana}
            value={String(franja.dia)}
            onChange={(event) => update(index, { dia: Number(event.currentTarget.value) })}
            data={DIAS_ORDEN.map((dia) => ({ value: String(dia), label: t.dias[dia] ?? String(dia) }))}
          />
          <TextInput
            className={reservasAdminCss.admResFranjaDesde}
            type="time"
            label={t.desde}
            required
            value={franja.desde}
            onChange={(event) => update(index, { desde: event.currentTarget.value })}
          />
          <TextInput
            className={reservasAdminCss.admResFranjaHasta}
            type="time"
            label={t.hasta}
            required
            value={franja.hasta}
            onChange={(event) => update(index, { hasta: event.currentTarget.value })}
          />
          <Button
            className={reservasAdminCss.admResFranjaQuitar}
            variant="subtle"
            color="red.8"
            size="md"
            aria-label={t.quitarFranja(t.dias[franja.dia] ?? '')}
            onClick={() => onChange(franjas.filter((_, i) => i !== index))}
          >
            ✕
          </Button>
        </div>
      ))}
      <Button
        variant="light"
        size="md"
        onClick={() => {
          const last = franjas[franjas.length - 1];
          onChange([...franjas, { dia: siguienteDia(), desde: last?.desde ?? '20:00', hasta: last?.hasta ?? '23:00' }]);
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t.agregarFranja}
      </Button>
    </Stack>
  );
}
