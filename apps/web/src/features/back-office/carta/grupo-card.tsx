import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { moveInOrder, type GrupoAdmin, type PlatoAdmin } from '@vidriera/domain/carta';
import { useBackOfficeOrderPlatos } from '../../../api/back-office-order-platos.ts';
import { useBackOfficeUpdateGrupo } from '../../../api/back-office-update-grupo.ts';
import { useBackOfficeUpdatePlato } from '../../../api/back-office-update-plato.ts';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import { MoveButtons } from './move-buttons.tsx';
import { PlatoRow } from './plato-row.tsx';
import cartaAdminCss from './carta-back-office.module.css';

interface GrupoCardProps {
  comercioId: number;
  grupo: GrupoAdmin;
  index: number;
  count: number;
  isOrdering: boolean;
  onMove: (delta: -1 | 1) => void;
  onRename: () => void;
  onAddPlato: () => void;
  onEditPlato: (plato: PlatoAdmin) => void;
  onError: (message: string) => void;
}

/** A group of the carta with its dishes in order; the group itself moves, is renamed, taken off and put back. */
export function GrupoCard(props: GrupoCardProps) {
  const { comercioId, grupo, index, count, isOrdering, onMove, onRename, onAddPlato, onEditPlato, onError } = props;
  const updatePlato = useBackOfficeUpdatePlato(comercioId);
  const updateGrupo = useBackOfficeUpdateGrupo(comercioId);
  const orderPlatos = useBackOfficeOrderPlatos(comercioId);
  const titleId = `cadm-grupo-${grupo.grupoId}`;
  const fail = (err: unknown) => onError(err instanceof Error ? err.message : t.errorGuardar);

  const toggleGrupo = () => {
    if (!grupo.anulado && !window.confirm(t.confirmarQuitarGrupo(grupo.descripcion))) return;
    updateGrupo.mutate({ grupoId: grupo.grupoId, body: { anulado: !grupo.anulado } }, { onError: fail });
  };
  const movePlato = (from: number, delta: -1 | 1) => {
    const ids = moveInOrder(
      grupo.platos.map((p) => p.platoId),
      from,
      delta,
    );
    orderPlatos.mutate({ grupoId: grupo.grupoId, ids }, { onError: fail });
  };

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby={titleId}
      data-anulado={grupo.anulado || undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <div className={cartaAdminCss.cadmGrupoHead}>
          <Title order={2} size="h3" id={titleId}>
            {grupo.descripcion}
          </Title>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t.cantidadPlatos(grupo.platos.length)}
            </Text>
            {grupo.anulado && (
              <Badge color="red" variant="light">
                {t.grupoFuera}
              </Badge>
            )}
          </Group>
        </div>
        <MoveButtons nombre={grupo.descripcion} index={index} count={count} disabled={isOrdering} onMove={onMove} />
      </Group>
      {grupo.platos.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t.sinPlatos}
        </Text>
      ) : (
        <ul className={cartaAdminCss.cadmPlatos}>
          {grupo.platos.map((plato, i) => (
            <PlatoRow
              key={plato.platoId}
              plato={plato}
              index={i}
              count={grupo.platos.length}
              isBusy={
                orderPlatos.isPending || (updatePlato.isPending && updatePlato.variables?.platoId === plato.platoId)
              }
              onMove={(delta) => movePlato(i, delta)}
              onPrecio={(precio) => updatePlato.mutateAsync({ platoId: plato.platoId, body: { precio } })}
              onPublicado={(publicado) =>
                updatePlato.mutate({ platoId: plato.platoId, body: { publicado } }, { onError: fail })
              }
              onEdit={() => onEditPlato(plato)}
            />
          ))}
        </ul>
      )}
      <Stack gap="xs" mt="sm">
        <Group gap="xs" wrap="wrap">
          <Button size="md" onClick={onAddPlato} aria-label={t.agregarPlatoA(grupo.descripcion)}>
            {t.agregarPlato}
          </Button>
          <Button size="md" variant="default" onClick={onRename} aria-label={t.renombrar(grupo.descripcion)}>
            {t.renombrarCorto}
          </Button>
          <Button
            size="md"
            variant="subtle"
            color={grupo.anulado ? 'brand' : 'red'}
            loading={updateGrupo.isPending}
            onClick={toggleGrupo}
          >
            {grupo.anulado ? t.volverGrupo(grupo.descripcion) : t.quitarGrupo(grupo.descripcion)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
