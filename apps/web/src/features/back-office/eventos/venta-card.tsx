import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { formatPesos } from '@vidriera/domain/pedidos';
import {
  type VentaAdmin,
  canMoveVenta,
  ESTADO_VENTA_CANCELADA,
  ESTADO_VENTA_CONFIRMADA,
  FORMA_PAGO_TICKET_TRANSFERENCIA,
} from '@vidriera/domain/eventos';
import { formatFechaHoraCorta } from '@vidriera/domain/common';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import { PagoBadge } from '../../../ui/pago-badge.tsx';
import { formatFechaEvento } from './format-evento.ts';
import eventosAdminCss from './eventos-back-office.module.css';

const ESTADO_COLORS: Record<number, string> = {
  0: 'yellow',
  1: 'green',
  2: 'blue',
  3: 'gray',
  4: 'red',
  5: 'orange',
  6: 'gray',
};

/** Whether staff may confirm it by hand: a transfer the state machine lets through (online payments confirm alone). */
export function canConfirmarVenta(venta: VentaAdmin): boolean {
  return venta.formaPagoId === FORMA_PAGO_TICKET_TRANSFERENCIA && canMoveVenta(venta.estado, ESTADO_VENTA_CONFIRMADA);
}

interface VentaCardProps {
  venta: VentaAdmin;
  isBusy: boolean;
  onConfirmar: (venta: VentaAdmin) => void;
  onCancelar: (venta: VentaAdmin) => void;
}

/** One ticket sale: buyer, event and date, what was bought, its tickets, and the moves its estado allows. */
export function VentaCard({ venta: v, isBusy, onConfirmar, onCancelar }: VentaCardProps) {
  const headingId = `venta-${v.id}`;
  const fecha = (iso: string) => formatFechaHoraCorta(Date.parse(iso), v.timeZone);
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={headingId}>
            {t.ventaNumero(v.id)}
          </Title>
          <Group gap={6}>
            <Badge color={ESTADO_COLORS[v.estado] ?? 'gray'} variant="light" size="lg">
              {v.estadoTexto}
            </Badge>
            <PagoBadge pagado={false} reintegro={v.reintegro} />
          </Group>
        </Group>
        <Text fw={600}>
          <span>{v.nombre}</span>{' '}
          {v.telefono && (
            <Anchor href={`tel:${v.telefono}`} aria-label={t.llamar(v.telefono)} size="sm" fw={400}>
              {v.telefono}
            </Anchor>
          )}
        </Text>
        <Text size="sm">
          {v.titulo} · {formatFechaEvento(v.fechaHora, v.timeZone)}
        </Text>
        <Text size="sm">
          {v.varianteTitulo ? `${v.varianteTitulo} · ` : ''}
          {t.personas(v.cantidad)} × {formatPesos(v.precioUnitario)} = <strong>{formatPesos(v.importeTotal)}</strong>
        </Text>
        <Text size="xs" c="gray.7">
          {t.formaPago[v.formaPagoId] ?? v.formaPagoId} · {t.alta(fecha(v.fechaHoraAlta))}
        </Text>
        {v.motivoCancelacion && <Text size="sm">{t.motivo(v.motivoCancelacion)}</Text>}
        <List size="sm" spacing={2} aria-label={t.entradasDe}>
          {v.tickets.map((ticket) => (
            <List.Item key={ticket.codigo}>
              {ticket.titular} ({t.personas(ticket.cantidad)}) ·{' '}
              <span className={eventosAdminCss.evtCode}>{ticket.codigo}</span> ·{' '}
              {ticket.usadoEn ? t.usada(fecha(ticket.usadoEn)) : t.sinUsar}
            </List.Item>
          ))}
        </List>
        <Group gap="xs" mt={4}>
          {canConfirmarVenta(v) && (
            <Button onClick={() => onConfirmar(v)} loading={isBusy}>
              {t.confirmarPago}
            </Button>
          )}
          {canMoveVenta(v.estado, ESTADO_VENTA_CANCELADA) && (
            <Button variant="default" color="red" onClick={() => onCancelar(v)} disabled={isBusy}>
              {t.cancelarVenta}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
