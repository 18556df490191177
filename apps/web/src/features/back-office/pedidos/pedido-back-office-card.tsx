import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type GrupoCola, formatPesos, type Pedido } from '@vidriera/domain/pedidos';
import { esBackOfficeComanda } from '../../../i18n/es-back-office-comanda.ts';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import { PagoBadge } from '../../../ui/pago-badge.tsx';
import { describeEntrega, describePago, formatHora, telHref } from './format-pedido-back-office.ts';
import pedidosAdminCss from './pedidos-back-office.module.css';

export type AccionPedido = 'aceptar' | 'rechazar' | 'cancelar' | 'listo' | 'entregado';

/** What staff can do with an order in each group (the state machine refuses the rest anyway). */
const ACCIONES: Record<GrupoCola, AccionPedido[]> = {
  nuevos: ['aceptar', 'rechazar'],
  enPreparacion: ['listo', 'entregado', 'cancelar'],
  listos: ['entregado'],
  entregadosHoy: [],
};

const isSecundaria = (accion: AccionPedido) => accion === 'rechazar' || accion === 'cancelar';

interface PedidoAdminCardProps {
  pedido: Pedido;
  grupo: GrupoCola;
  isOcupado: boolean;
  onAccion: (accion: AccionPedido, pedido: Pedido) => void;
  /** Prints the order's kitchen ticket (decision 037). */
  onImprimir: (pedido: Pedido) => void;
}

/** One order of the queue: who, how it is delivered, what, how it is paid, and the moves of its group. */
export function PedidoBackOfficeCard({ pedido, grupo, isOcupado, onAccion, onImprimir }: PedidoAdminCardProps) {
  const titleId = `pedido-${pedido.pedidoId}-titulo`;
  const acciones = ACCIONES[grupo];
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      className={pedidosAdminCss.admPedidoCard}
      data-grupo={grupo}
      aria-labelledby={titleId}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Text component="h3" id={titleId} fw={700} size="md" m={0}>
            {t.pedidoNumero(pedido.pedidoId)}{' '}
            <Text span size="sm" c="gray.7" fw={400}>
              {t.hora(formatHora(pedido.fechaHora))}
            </Text>
          </Text>
          <Badge
            variant="filled"
            color={pedido.delivery ? 'blue.9' : pedido.mesa ? 'grape.9' : 'teal.9'}
            size="lg"
            className={pedidosAdminCss.admPedidoEntrega}
          >
            {describeEntrega(pedido)}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{pedido.nombre}</Text>
          {pedido.telefono && (
            <a
              href={telHref(pedido.telefono)}
              className={pedidosAdminCss.admPedidoTel}
              aria-label={t.llamar(pedido.telefono)}
            >
              {pedido.telefono}
            </a>
          )}
          {pedido.cargadoPorComercio && (
            <Badge variant="outline" color="gray" size="sm">
              {t.cargadoPorComercio}
            </Badge>
          )}
        </Group>
        {pedido.delivery && pedido.domicilio && <Text size="sm">{pedido.domicilio}</Text>}
        <ul className={pedidosAdminCss.admPedidoItems}>
          {pedido.pedidosIts.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never change nor move
            <li key={`${item.platoId}-${index}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm">
                  <strong>{item.cantidad} ×</strong> {item.plato}
                </Text>
                <Text size="sm" className={pedidosAdminCss.admNowrap}>
                  {formatPesos(item.precio * item.cantidad)}
                </Text>
              </Group>
              {item.opcionesTexto && (
                <Text size="xs" c="gray.7">
                  {item.opcionesTexto}
                </Text>
              )}
            </li>
          ))}
        </ul>
        {pedido.observacion && (
          <Text size="sm" className={pedidosAdminCss.admPedidoObs}>
            <strong>{t.observacion}:</strong> {pedido.observacion}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="wrap">
            <Text size="sm">{describePago(pedido)}</Text>
            <PagoBadge pagado={pedido.pagado} reintegro={pedido.reintegro} />
          </Group>
          <Text fw={700}>
            {t.total} {formatPesos(pedido.total)}
          </Text>
        </Group>
        {grupo === 'enPreparacion' && pedido.horaEstimada && (
          <Text size="sm" fw={600}>
            {t.estimado(formatHora(pedido.horaEstimada))}
          </Text>
        )}
        {grupo === 'listos' && <Text size="sm">{pedido.delivery ? t.enCamino : t.listoParaRetirar}</Text>}
        {grupo === 'entregadosHoy' && pedido.horaCompletado && (
          <Text size="sm" c="gray.7">
            {t.entregadoA(formatHora(pedido.horaCompletado))}
          </Text>
        )}
        <Group gap="xs" wrap="wrap" role="group" aria-label={t.accionesDe(pedido.pedidoId)}>
          {acciones.map((accion) => (
            <Button
              key={accion}
              size="md"
              variant={isSecundaria(accion) ? 'outline' : 'filled'}
              color={isSecundaria(accion) ? 'red.8' : undefined}
              disabled={isOcupado}
              onClick={() => onAccion(accion, pedido)}
              className={pedidosAdminCss.admPedidoAccion}
            >
              {t.acciones[accion]}
            </Button>
          ))}
          <Button
            size="md"
            variant="default"
            onClick={() => onImprimir(pedido)}
            aria-label={esBackOfficeComanda.imprimirDe(pedido.pedidoId)}
            className={pedidosAdminCss.admPedidoAccion}
          >
            {esBackOfficeComanda.imprimir}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
