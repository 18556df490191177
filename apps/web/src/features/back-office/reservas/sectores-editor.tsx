import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReservaComercio, SectorAdmin } from '@vidriera/domain/reservas';
import { useState } from 'react';
import { useBackOfficeAnularReservaSector } from '../../../api/back-office-anular-reserva-sector.ts';
import { useBackOfficeSaveReservaSector } from '../../../api/back-office-save-reserva-sector.ts';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { errorMessage } from '../shell/query-state.tsx';
import { AfectadasAlert } from './afectadas-alert.tsx';
import reservasAdminCss from './reservas-back-office.module.css';

type Aviso = { tone: 'ok' | 'error'; text: string } | null;

/** One sector: its name and capacity, saved together; annul or bring back. `sector` null: the new one. */
function SectorFila({
  comercioId,
  sector,
  onAfectadas,
}: {
  comercioId: number;
  sector: SectorAdmin | null;
  onAfectadas: (afectadas: ReservaComercio[]) => void;
}) {
  const save = useBackOfficeSaveReservaSector(comercioId);
  const anular = useBackOfficeAnularReservaSector(comercioId);
  const [descripcion, setDescripcion] = useState(sector?.descripcion ?? '');
  const [capacidad, setCapacidad] = useState<number | string>(sector?.capacidad ?? 10);
  const [aviso, setAviso] = useState<Aviso>(null);

  const guardar = (activo?: boolean) => {
    setAviso(null);
    save.mutate(
      { id: sector?.id ?? null, body: { descripcion, capacidad: Number(capacidad), ...(activo ? { activo } : {}) } },
      {
        onSuccess: (cambio) => {
          setAviso({ tone: 'ok', text: t.guardado });
          onAfectadas(cambio.afectadas);
          if (!sector) {
            setDescripcion('');
            setCapacidad(10);
          }
        },
        onError: (err) => setAviso({ tone: 'error', text: errorMessage(err) }),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <form
        noValidate
        aria-label={sector ? t.sectorForm(sector.descripcion) : t.nuevoSector}
        onSubmit={(event) => {
          event.preventDefault();
          guardar();
        }}
      >
        <Stack gap="xs">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t.descripcion}
              required
              maxLength={60}
              value={descripcion}
              onChange={(event) => setDescripcion(event.currentTarget.value)}
              style={{ flex: '2 1 12rem' }}
            />
            <NumberInput
              label={t.capacidad}
              required
              min={0}
              max={9999}
              allowDecimal={false}
              value={capacidad}
              onChange={setCapacidad}
              style={{ flex: '1 1 8rem' }}
            />
            <Button type="submit" size="md" loading={save.isPending}>
              {sector ? t.guardar : t.agregar}
            </Button>
            {sector?.activo && (
              <Button
                variant="outline"
                color="red.8"
                size="md"
                loading={anular.isPending}
                onClick={() => {
                  if (!window.confirm(t.confirmarBajaSector(sector.descripcion))) return;
                  anular.mutate(sector.id, {
                    onSuccess: (cambio) => onAfectadas(cambio.afectadas),
                    onError: (err) => setAviso({ tone: 'error', text: errorMessage(err) }),
                  });
                }}
              >
                {t.darDeBaja}
              </Button>
            )}
            {sector && !sector.activo && (
              <Button variant="light" size="md" onClick={() => guardar(true)}>
                {t.reactivar}
              </Button>
            )}
          </Group>
          {sector && !sector.activo && (
            <Text size="sm" fw={600} c="red.9">
              {t.deBaja}
            </Text>
          )}
          {aviso && (
            <Alert color={aviso.tone === 'ok' ? 'teal' : 'red'} role={aviso.tone === 'ok' ? 'status' : 'alert'} py={6}>
              {aviso.text}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** The business's sectors with their capacities, and a form for a new one. */
export function SectoresEditor({ comercioId, sectores }: { comercioId: number; sectores: SectorAdmin[] }) {
  const [afectadas, setAfectadas] = useState<ReservaComercio[]>([]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="adm-res-sectores">
      <Title order={2} size="h3" id="adm-res-sectores">
        {t.sectores}
      </Title>
      <Text size="sm" c="gray.7">
        {t.sectoresAyuda}
      </Text>
      {afectadas.length > 0 && (
        <AfectadasAlert titulo={t.afectadasTitulo} afectadas={afectadas} onClose={() => setAfectadas([])} />
      )}
      <div className={reservasAdminCss.admResConfigLista}>
        {sectores.map((sector) => (
          <SectorFila
            key={`${sector.id}-${sector.activo}`}
            comercioId={comercioId}
            sector={sector}
            onAfectadas={setAfectadas}
          />
        ))}
      </div>
      <Title order={3} size="h5">
        {t.nuevoSector}
      </Title>
      <SectorFila comercioId={comercioId} sector={null} onAfectadas={setAfectadas} />
    </Stack>
  );
}
