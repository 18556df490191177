import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { GrupoCola, Pedido } from '@vidriera/domain/pedidos';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import { type AccionPedido, PedidoBackOfficeCard } from './pedido-back-office-card.tsx';
import pedidosAdminCss from './pedidos-back-office.module.css';

interface PedidosGrupoProps {
  grupo: GrupoCola;
  pedidos: Pedido[];
  ocupadoId: number | null;
  onAccion: (accion: AccionPedido, pedido: Pedido) => void;
  onImprimir: (pedido: Pedido) => void;
}

/** One column of the queue: its title, how many, and its orders. */
export function PedidosGrupo({ grupo, pedidos, ocupadoId, onAccion, onImprimir }: PedidosGrupoProps) {
  const headingId = `grupo-${grupo}`;
  return (
    <section className={pedidosAdminCss.admPedidosGrupo} aria-labelledby={headingId} data-grupo={grupo}>
      <Group gap="xs" mb="xs" wrap="nowrap">
        <Text component="h2" id={headingId} fw={700} size="lg" m={0}>
          {t.grupos[grupo]}
        </Text>
        <Badge
          size="lg"
          circle={pedidos.length < 10}
          color={grupo === 'nuevos' && pedidos.length > 0 ? 'red.8' : 'gray.7'}
          aria-label={grupo === 'nuevos' ? t.nuevosBadge(pedidos.length) : String(pedidos.length)}
        >
          {pedidos.length}
        </Badge>
      </Group>
      {pedidos.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t.grupoVacio}
        </Text>
      ) : (
        <Stack gap="sm">
          {pedidos.map((pedido) => (
            <PedidoBackOfficeCard
              key={pedido.pedidoId}
              pedido={pedido}
              grupo={grupo}
              isOcupado={ocupadoId === pedido.pedidoId}
              onAccion={onAccion}
              onImprimir={onImprimir}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}
