import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { computeSubtotal, formatPesos } from '@vidriera/domain/pedidos';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import type { LineaNueva } from './nuevo-pedido-lineas.ts';
import pedidosAdminCss from './pedidos-back-office.module.css';

interface PedidoLineasProps {
  lineas: LineaNueva[];
  onChange: (lineas: LineaNueva[]) => void;
  error?: string;
}

/** The dishes of the order being entered, with their quantities, and the items' total. */
export function PedidoLineas({ lineas, onChange, error }: PedidoLineasProps) {
  const setCantidad = (index: number, cantidad: number) =>
    onChange(
      cantidad <= 0
        ? lineas.filter((_, i) => i !== index)
        : lineas.map((l, i) => (i === index ? { ...l, cantidad: Math.min(99, cantidad) } : l)),
    );
  return (
    <Stack gap="xs">
      {lineas.length === 0 ? (
        <Text c={error ? 'red.8' : 'gray.7'} size="sm" role={error ? 'alert' : undefined}>
          {error ?? t.nuevo.sinPlatos}
        </Text>
      ) : (
        <ul className={pedidosAdminCss.admLineas}>
          {lineas.map((linea, index) => (
            <li key={`${linea.platoId}-${JSON.stringify(linea.opciones)}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
                <div className={pedidosAdminCss.admLineaTexto}>
                  <Text size="sm" fw={600}>
                    {linea.titulo}
                  </Text>
                  {linea.opcionesTexto && (
                    <Text size="xs" c="gray.7">
                      {linea.opcionesTexto}
                    </Text>
                  )}
                  <Text size="xs">{formatPesos(linea.precio * linea.cantidad)}</Text>
                </div>
                <Group gap={4} wrap="nowrap" role="group" aria-label={t.nuevo.cantidadDe(linea.titulo)}>
                  <ActionIcon
                    size={44}
                    variant="default"
                    onClick={() => setCantidad(index, linea.cantidad - 1)}
                    aria-label={linea.cantidad === 1 ? t.nuevo.quitar(linea.titulo) : `− ${linea.titulo}`}
                  >
                    −
                  </ActionIcon>
                  <Text fw={700} w={28} ta="center" aria-live="polite">
                    {linea.cantidad}
                  </Text>
                  <ActionIcon
                    size={44}
                    variant="default"
                    onClick={() => setCantidad(index, linea.cantidad + 1)}
                    aria-label={`+ ${linea.titulo}`}
                  >
                    +
                  </ActionIcon>
                </Group>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <Group justify="space-between">
        <Text fw={700}>{t.nuevo.total}</Text>
        <Text fw={700}>{formatPesos(computeSubtotal(lineas))}</Text>
      </Group>
    </Stack>
  );
}
