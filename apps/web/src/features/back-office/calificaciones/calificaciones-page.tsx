import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CalificacionComercio } from '@vidriera/domain/calificaciones';
import { useBackOfficeCalificaciones } from '../../../api/back-office-get-calificaciones.ts';
import { useBackOfficeOcultarComentario } from '../../../api/back-office-ocultar-comentario.ts';
import { esAdminCalificaciones as t } from '../../../i18n/es-calificaciones.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { useBackOfficeShell, useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { formatDateTime } from '../shell/format-date.ts';
import { QueryState } from '../shell/query-state.tsx';

const figure = (value: number) => (value > 0 ? value.toFixed(1) : t.sinDato);

/** comercio/:comercioId/calificaciones: the business's ratings and comments; a platform admin hides a comment. */
export default function CalificacionesPage() {
  const comercio = useCurrentComercio();
  const { isPlatformAdmin } = useBackOfficeShell();
  const query = useBackOfficeCalificaciones(comercio.configRestoId);
  const ocultar = useBackOfficeOcultarComentario();
  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((page) => page.calificaciones) ?? [];
  const comentarioDe = (c: CalificacionComercio) => {
    if (c.comentarioOculto && !isPlatformAdmin)
      return (
        <Text c="dimmed" fs="italic" size="sm">
          {t.oculto}
        </Text>
      );
    if (!c.comentario) return null;
    return (
      <Stack gap={4}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {c.comentarioOculto ? `${t.ocultoAdmin} ${c.comentario}` : c.comentario}
        </Text>
        {isPlatformAdmin && (
          <Button
            size="compact-xs"
            variant="light"
            color={c.comentarioOculto ? 'gray' : 'red'}
            w="fit-content"
            loading={ocultar.isPending && ocultar.variables?.id === c.id}
            onClick={() => ocultar.mutate({ id: c.id, oculto: !c.comentarioOculto })}
          >
            {c.comentarioOculto ? t.mostrar : t.ocultar}
          </Button>
        )}
      </Stack>
    );
  };
  return (
    <Stack gap="lg">
      <BackOfficePageHeader title={t.titulo(comercio.nombreComercio)} help={t.ayuda} />
      <QueryState query={query} />
      {first && (
        <Group gap="xl">
          <Text>
            <strong>{t.promedio}:</strong> {figure(first.califProm)}
          </Text>
          <Text>
            <strong>{t.calidad}:</strong> {figure(first.califCalidad)}
          </Text>
          <Text>
            <strong>{t.envios}:</strong> {figure(first.califEnvios)}
          </Text>
          <Text c="dimmed">{t.cantidad(first.cantidad)}</Text>
        </Group>
      )}
      {query.data && rows.length === 0 && <Text>{t.vacio}</Text>}
      {rows.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((c) => (
            <Paper component="li" key={c.id} withBorder p="sm" radius="md">
              <Stack gap={6}>
                <Group gap="xs" justify="space-between">
                  <Text size="sm" fw={700}>
                    {t.pedido} {t.pedidoNumero(c.pedidoId)} · {c.nombre}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(c.fecha, comercio.timeZone)}
                  </Text>
                </Group>
                <Group gap="md">
                  <Text size="sm">{t.puntajeCalidad(c.puntajeCalidad)}</Text>
                  {c.puntajeEnvio !== null && <Text size="sm">{t.puntajeEnvio(c.puntajeEnvio)}</Text>}
                </Group>
                {comentarioDe(c)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          w="fit-content"
        >
          {t.cargarMas}
        </Button>
      )}
      {query.data && rows.length > 0 && !query.hasNextPage && (
        <Text size="sm" c="dimmed">
          {t.fin}
        </Text>
      )}
    </Stack>
  );
}
