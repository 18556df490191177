import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import { Paper, Text } from '@mantine/core';
import { formatPesos, type ResumenPedidos } from '@vidriera/domain/pedidos';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import pedidosAdminCss from './pedidos-back-office.module.css';

/** Today's totals above the queue: orders, sales, delivered, average ticket and the sales by payment method. */
export function ResumenPedidosStrip({ resumen }: { resumen: ResumenPedidos }) {
  const formas = resumen.porFormaPago.filter((f) => f.cantidad > 0);
  const items: Array<{ label: string; value: string; detail?: string }> = [
    { label: t.resumen.pedidos, value: String(resumen.pedidos) },
    {
      label: t.resumen.ventas,
      value: formatPesos(resumen.ventas.importe),
      detail: t.resumen.cantidad(resumen.ventas.cantidad),
    },
    {
      label: t.resumen.entregados,
      value: formatPesos(resumen.entregados.importe),
      detail: t.resumen.cantidad(resumen.entregados.cantidad),
    },
    { label: t.resumen.ticketPromedio, value: formatPesos(resumen.ticketPromedio) },
    ...formas.map((f) => ({
      label: t.formasPago[f.formaPagoId] ?? '',
      value: formatPesos(f.importe),
      detail: t.resumen.cantidad(f.cantidad),
    })),
  ];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="resumen-pedidos-titulo">
      <Text component="h2" id="resumen-pedidos-titulo" fw={700} size="sm" tt="uppercase" c="gray.7" m={0} mb={6}>
        {t.resumen.titulo}
      </Text>
      <dl className={pedidosAdminCss.admResumen}>
        {items.map((item) => (
          <div key={item.label} className={pedidosAdminCss.admResumenItem}>
            <dt>{item.label}</dt>
            <dd>
              <span className={pedidosAdminCss.admResumenValor}>{item.value}</span>
              {item.detail && <span className={pedidosAdminCss.admResumenDetalle}>{item.detail}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
