import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { ServicioAdmin, ServicioInput } from '@vidriera/domain/reservas';
import { useState } from 'react';
import { useBackOfficeAnularReservaServicio } from '../../../api/back-office-anular-reserva-servicio.ts';
import { useBackOfficeSaveReservaServicio } from '../../../api/back-office-save-reserva-servicio.ts';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { errorMessage } from '../shell/query-state.tsx';
import { FranjasEditor } from './franjas-editor.tsx';
import reservasAdminCss from './reservas-back-office.module.css';

type Numeros = Pick<
  ServicioInput,
  | 'intervaloMinutos'
  | 'duracionPromHasta2P'
  | 'duracionProm2a5P'
  | 'duracionPromMas5P'
  | 'anticipacionMinimaMinutos'
  | 'minutosDeTolerancia'
>;

const NUEVO: ServicioInput = {
  nombre: '',
  franjas: [{ dia: 5, desde: '20:00', hasta: '23:00' }],
  intervaloMinutos: 30,
  duracionPromHasta2P: 90,
  duracionProm2a5P: 120,
  duracionPromMas5P: 150,
  anticipacionMinimaMinutos: 60,
  minutosDeTolerancia: 15,
};

const CAMPOS: Array<{ key: keyof Numeros; label: string; min: number; max: number }> = [
  { key: 'intervaloMinutos', label: t.intervalo, min: 5, max: 240 },
  { key: 'duracionPromHasta2P', label: t.duracionHasta2, min: 15, max: 720 },
  { key: 'duracionProm2a5P', label: t.duracion2a5, min: 15, max: 720 },
  { key: 'duracionPromMas5P', label: t.duracionMas5, min: 15, max: 720 },
  { key: 'anticipacionMinimaMinutos', label: t.anticipacion, min: 0, max: 43_200 },
  { key: 'minutosDeTolerancia', label: t.tolerancia, min: 0, max: 240 },
];

/** One service (turno): name, weekday windows, slot interval, durations by party size, notice and tolerance. */
export function ServicioForm({
  comercioId,
  servicio,
  onCreated,
}: {
  comercioId: number;
  servicio: ServicioAdmin | null;
  onCreated?: () => void;
}) {
  const save = useBackOfficeSaveReservaServicio(comercioId);
  const anular = useBackOfficeAnularReservaServicio(comercioId);
  const [values, setValues] = useState<ServicioInput>(servicio ?? NUEVO);
  const [aviso, setAviso] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const idPrefix = servicio ? `servicio-${servicio.id}` : 'servicio-nuevo';

  const guardar = (activo?: boolean) => {
    setAviso(null);
    const { nombre, franjas } = values;
    const numeros = Object.fromEntries(CAMPOS.map((c) => [c.key, Number(values[c.key])])) as Numeros;
    save.mutate(
      { id: servicio?.id ?? null, body: { nombre, franjas, ...numeros, ...(activo ? { activo } : {}) } },
      {
        onSuccess: () => {
          setAviso({ tone: 'ok', text: t.guardado });
          if (!servicio) {
            setValues(NUEVO);
            onCreated?.();
          }
        },
        onError: (err) => setAviso({ tone: 'error', text: errorMessage(err) }),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={servicio?.nombre ?? t.nuevoServicio}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          guardar();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t.nombreServicio}
            required
            maxLength={60}
            value={values.nombre}
            onChange={(event) => setValues({ ...values, nombre: event.currentTarget.value })}
          />
          {servicio && !servicio.activo && (
            <Text size="sm" fw={600} c="red.9">
              {t.deBaja}
            </Text>
          )}
          <Text size="sm" fw={600}>
            {t.franjas}
          </Text>
          <FranjasEditor
            idPrefix={idPrefix}
            franjas={values.franjas}
            onChange={(franjas) => setValues({ ...values, franjas })}
          />
          <div className={reservasAdminCss.admResNumeros}>
            {CAMPOS.map((campo) => (
              <NumberInput
                key={campo.key}
                label={campo.label}
                required
                min={campo.min}
                max={campo.max}
                allowDecimal={false}
                value={values[campo.key]}
                onChange={(value) => setValues({ ...values, [campo.key]: value })}
              />
            ))}
          </div>
          {aviso && (
            <Alert color={aviso.tone === 'ok' ? 'teal' : 'red'} role={aviso.tone === 'ok' ? 'status' : 'alert'} py={6}>
              {aviso.text}
            </Alert>
          )}
          <Group gap="sm" justify="flex-end" wrap="wrap">
            {servicio?.activo && (
              <Button
                variant="outline"
                color="red.8"
                size="md"
                loading={anular.isPending}
                onClick={() => {
                  if (!window.confirm(t.confirmarBajaServicio(servicio.nombre))) return;
                  anular.mutate(servicio.id, {
                    onError: (err) => setAviso({ tone: 'error', text: errorMessage(err) }),
                  });
                }}
              >
                {t.darDeBaja}
              </Button>
            )}
            {servicio && !servicio.activo && (
              <Button variant="light" size="md" onClick={() => guardar(true)}>
                {t.reactivar}
              </Button>
            )}
            <Button type="submit" size="md" loading={save.isPending}>
              {servicio ? t.guardar : t.crear}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
