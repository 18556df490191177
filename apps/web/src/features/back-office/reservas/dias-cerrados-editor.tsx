import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { DiaCerrado, ReservaComercio } from '@vidriera/domain/reservas';
import { useState } from 'react';
import { useBackOfficeAbrirDiaReservas } from '../../../api/back-office-abrir-dia-reservas.ts';
import { useBackOfficeCerrarDiaReservas } from '../../../api/back-office-cerrar-dia-reservas.ts';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { errorMessage } from '../shell/query-state.tsx';
import { AfectadasAlert } from './afectadas-alert.tsx';
import { formatDia } from './libro.ts';
import reservasAdminCss from './reservas-back-office.module.css';

/** Days closed to bookings (from today on): close one with a reason, open one again. */
export function DiasCerradosEditor({
  comercioId,
  hoy,
  diasCerrados,
}: {
  comercioId: number;
  hoy: string;
  diasCerrados: DiaCerrado[];
}) {
  const cerrar = useBackOfficeCerrarDiaReservas(comercioId);
  const abrir = useBackOfficeAbrirDiaReservas(comercioId);
  const [fecha, setFecha] = useState('');
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [afectadas, setAfectadas] = useState<ReservaComercio[]>([]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="adm-res-dias">
      <Title order={2} size="h3" id="adm-res-dias">
        {t.diasCerrados}
      </Title>
      <Text size="sm" c="gray.7">
        {t.diasCerradosAyuda}
      </Text>
      {afectadas.length > 0 && (
        <AfectadasAlert titulo={t.afectadasDiaTitulo} afectadas={afectadas} onClose={() => setAfectadas([])} />
      )}
      {diasCerrados.length === 0 ? (
        <Text size="sm">{t.sinDiasCerrados}</Text>
      ) : (
        <ul className={reservasAdminCss.admResDias}>
          {diasCerrados.map((dia) => (
            <li key={dia.fecha}>
              <Paper withBorder radius="md" p="xs">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Text>
                    <strong className={reservasAdminCss.admResCapital}>{formatDia(dia.fecha)}</strong>
                    {dia.motivo ? ` · ${dia.motivo}` : ''}
                  </Text>
                  <Button
                    variant="default"
                    size="md"
                    loading={abrir.isPending && abrir.variables === dia.fecha}
                    onClick={() => abrir.mutate(dia.fecha, { onError: (err) => setError(errorMessage(err)) })}
                  >
                    {t.abrirDia(formatDia(dia.fecha))}
                  </Button>
                </Group>
              </Paper>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          cerrar.mutate(
            { fecha, motivo: motivo.trim() },
            {
              onSuccess: (res) => {
                setAfectadas(res.afectadas);
                setFecha('');
                setMotivo('');
              },
              onError: (err) => setError(errorMessage(err)),
            },
          );
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t.fecha}
            required
            min={hoy}
            value={fecha}
            onChange={(event) => setFecha(event.currentTarget.value)}
          />
          <TextInput
            label={t.motivoOpcional}
            maxLength={100}
            value={motivo}
            onChange={(event) => setMotivo(event.currentTarget.value)}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" size="md" loading={cerrar.isPending}>
            {t.cerrarDia}
          </Button>
        </Group>
      </form>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
