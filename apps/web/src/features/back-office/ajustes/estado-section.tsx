import { Badge, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type AjustesComercio, ajustesDemoraInputSchema, ajustesEstadoInputSchema } from '@vidriera/domain/ajustes';
import type { AperturaManual } from '@vidriera/domain/comercios';
import { useState } from 'react';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { ChoiceGroup } from '../shell/choice-group.tsx';
import { Section, useSectionSave } from './section.tsx';

/** Badge colours that keep white text above 4.5:1 (Mantine's green and red fillings do not). */
const OPEN_COLOR = '#1e6f33';
const CLOSED_COLOR = '#b91c1c';

/** 'YYYY-MM-DDTHH:mm' (the business's clock) as '21/11 a las 22:30'. */
export function formatHasta(value: string): string {
  const [date = '', time = ''] = value.split('T');
  const [, month, day] = date.split('-');
  return `${day}/${month} a las ${time}`;
}

/** Open or closed now: back to the schedule, or forced (until a time, or until changed). Staff may do it too. */
export function EstadoSection({ ajustes }: { ajustes: AjustesComercio }) {
  const { estado } = ajustes;
  const [modo, setModo] = useState<AperturaManual>(estado.aperturaManual);
  const [hasta, setHasta] = useState(estado.hasta ?? '');
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);
  const onSave = async () => {
    const saved = await save(
      { seccion: 'estado', body: { aperturaManual: modo, hasta: modo === 'auto' || !hasta ? null : hasta } },
      ajustesEstadoInputSchema,
    );
    if (saved) {
      setModo(saved.estado.aperturaManual);
      setHasta(saved.estado.hasta ?? '');
    }
  };
  return (
    <Section
      id="ajustes-estado"
      title={t.estado.titulo}
      saveLabel={t.estado.guardar}
      isSaving={isSaving}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSave={() => void onSave()}
    >
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>{t.estado.ahora}:</Text>
          <Badge
            size="lg"
            color={estado.abierto ? OPEN_COLOR : CLOSED_COLOR}
            variant="filled"
            data-testid="estado-actual"
          >
            {estado.abierto ? t.estado.abierto : t.estado.cerrado}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t.estado.porHorario(estado.abiertoPorHorario)}{' '}
          {estado.aperturaManual !== 'auto' &&
            (estado.hasta ? t.estado.forzadoHasta(formatHasta(estado.hasta)) : t.estado.forzadoSinFin)}
        </Text>
      </Stack>
      <ChoiceGroup
        label={t.estado.modo}
        value={modo}
        onChange={setModo}
        options={(['auto', 'abierto', 'cerrado'] as const).map((value) => ({ value, label: t.estado.modos[value] }))}
      />
      <TextInput
        type="datetime-local"
        label={t.estado.hasta}
        description={t.estado.hastaAyuda}
        value={modo === 'auto' ? '' : hasta}
        disabled={modo === 'auto'}
        onChange={(event) => setHasta(event.currentTarget.value.slice(0, 16))}
        size="md"
        maw={320}
      />
    </Section>
  );
}

/** The delay customers see, and whether it is hidden. Staff may change it during service. */
export function DemoraSection({ ajustes }: { ajustes: AjustesComercio }) {
  const [demora, setDemora] = useState<number | string>(ajustes.demora);
  const [ocultaDemora, setOcultaDemora] = useState(ajustes.ocultaDemora);
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);
  return (
    <Section
      id="ajustes-demora"
      title={t.demora.titulo}
      saveLabel={t.demora.guardar}
      isSaving={isSaving}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSave={() =>
        void save(
          { seccion: 'demora', body: { demora: typeof demora === 'number' ? demora : Number.NaN, ocultaDemora } },
          ajustesDemoraInputSchema,
        )
      }
    >
      <NumberInput
        label={t.demora.minutos}
        value={demora}
        onChange={setDemora}
        min={0}
        max={600}
        step={5}
        allowDecimal={false}
        size="md"
        maw={300}
      />
      <Checkbox
        label={t.demora.ocultar}
        checked={ocultaDemora}
        onChange={(event) => setOcultaDemora(event.currentTarget.checked)}
        size="md"
      />
    </Section>
  );
}
