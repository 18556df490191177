import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatPesos } from '@vidriera/domain/pedidos';
import { type Tablero, PERIODOS, type Periodo } from '@vidriera/domain/tablero';
import { type ReactNode, useMemo } from 'react';
import { esTablero as t } from '../../../i18n/es-tablero.ts';
import { ChoiceGroup } from '../shell/choice-group.tsx';
import { BarChart } from './bar-chart.tsx';
import tableroCss from './tablero.module.css';

const PERIODO_OPTIONS = PERIODOS.map((value) => ({ value, label: t.periodos[value] }));
const entero = (n: number) => n.toLocaleString('es-AR');
/** 'YYYY-MM-DD' as the merchant reads it: 15/04. */
const diaCorto = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
const diaLargo = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;

export function PeriodoChoice({ value, onChange }: { value: Periodo; onChange: (periodo: Periodo) => void }) {
  return <ChoiceGroup label={t.periodo} value={value} options={PERIODO_OPTIONS} onChange={onChange} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={tableroCss.figure}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </div>
  );
}

/** A small table of figures; `caption` names it for screen readers. */
function DataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    <Table.ScrollContainer
      minWidth={320}
      // A plain scrolling box that takes the keyboard's focus: a narrow phone scrolls the table sideways, and a
      // region that scrolls must be reachable without a pointer (axe: scrollable-region-focusable).
      type="native"
      role="group"
      aria-label={caption}
      tabIndex={0}
    >
      <Table striped verticalSpacing={4} captionSide="top">
        <caption className={tableroCss.srOnly}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th key={column} ta={i === 0 ? undefined : 'right'}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a fixed report, never reordered
            <Table.Tr key={r}>
              {cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns above
                <Table.Td key={i} ta={i === 0 ? undefined : 'right'}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A chart and, folded under it, the same numbers as a table (the chart's text alternative). */
function ChartWithTable({
  title,
  labels,
  values,
  format,
  columns,
  rows,
}: {
  title: string;
  labels: string[];
  values: number[];
  format: (n: number) => string;
  columns: string[];
  rows: ReactNode[][];
}) {
  return (
    <Stack gap="xs">
      <BarChart label={t.graficoDe(title)} labels={labels} values={values} format={format} />
      <details className={tableroCss.details}>
        <summary>{t.verTabla}</summary>
        <DataTable caption={title} columns={columns} rows={rows} />
      </details>
    </Stack>
  );
}

/** Every section of a dashboard (a business's or a site's). */
export function TableroView({ tablero }: { tablero: Tablero }) {
  const { ventas, porDia, porHora, modalidad, platos, tiempos, cancelaciones, reservas, eventos, concursos } = tablero;
  const dias = useMemo(
    () => ({ labels: porDia.map((d) => diaCorto(d.fecha)), values: porDia.map((d) => d.importe) }),
    [porDia],
  );
  const horas = useMemo(
    () => ({ labels: porHora.map((h) => t.horaDe(h.hora)), values: porHora.map((h) => h.pedidos) }),
    [porHora],
  );
  const franjas = useMemo(
    () => ({ labels: reservas.porFranja.map((f) => f.nombre), values: reservas.porFranja.map((f) => f.reservas) }),
    [reservas.porFranja],
  );
  const modalidades = (['delivery', 'retiro', 'enLocal'] as const).map((key) => ({ key, ...modalidad[key] }));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t.rango(diaLargo(tablero.desde), diaLargo(tablero.hasta))}
        {tablero.comercios.length > 1 ? ` · ${t.comerciosSumados(tablero.comercios.length)}` : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t.ventas} value={formatPesos(ventas.importe)} />
        <Figure label={t.pedidos} value={entero(ventas.pedidos)} />
        <Figure label={t.ticketPromedio} value={formatPesos(ventas.ticketPromedio)} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {porDia.length > 1 && (
          <Section title={t.ventasPorDia}>
            <ChartWithTable
              title={t.ventasPorDia}
              labels={dias.labels}
              values={dias.values}
              format={formatPesos}
              columns={[t.dia, t.pedidos, t.importe]}
              rows={porDia.map((d) => [diaLargo(d.fecha), entero(d.pedidos), formatPesos(d.importe)])}
            />
          </Section>
        )}
        <Section title={t.ventasPorHora}>
          <ChartWithTable
            title={t.ventasPorHora}
            labels={horas.labels}
            values={horas.values}
            format={entero}
            columns={[t.hora, t.pedidos, t.importe]}
            rows={porHora
              .filter((h) => h.pedidos > 0)
              .map((h) => [t.horaDe(h.hora), entero(h.pedidos), formatPesos(h.importe)])}
          />
        </Section>

        <Section title={t.modalidad}>
          <DataTable
            caption={t.modalidad}
            columns={[t.tipo, t.pedidos, t.importe]}
            rows={modalidades.map((m) => [t.modalidades[m.key], entero(m.pedidos), formatPesos(m.importe)])}
          />
        </Section>

        <Section title={t.platos}>
          {platos.length === 0 ? (
            <Text size="sm">{t.sinPlatos}</Text>
          ) : (
            <DataTable
              caption={t.platos}
              columns={[t.plato, t.unidades, t.importe]}
              rows={platos.map((p) => [p.titulo, entero(p.cantidad), formatPesos(p.importe)])}
            />
          )}
        </Section>

        <Section title={t.tiempos}>
          <DataTable
            caption={t.tiempos}
            columns={[t.medida, t.valor, t.pedidos]}
            rows={[
              [t.hastaAceptar, t.minutos(tiempos.minutosHastaAceptar), entero(tiempos.aceptados)],
              [t.hastaListo, t.minutos(tiempos.minutosHastaListo), entero(tiempos.listos)],
              [t.prometido, t.minutos(tiempos.minutosPrometidos), entero(tiempos.listos)],
              [t.aTiempo, t.porcentaje(tiempos.aTiempo), entero(tiempos.listos)],
              [t.demoraAnunciada, t.minutos(tiempos.demoraAnunciada), entero(ventas.pedidos)],
            ]}
          />
        </Section>

        <Section title={t.cancelaciones}>
          <SimpleGrid cols={2} spacing="sm">
            <Figure label={t.canceladas} value={entero(cancelaciones.canceladas)} />
            <Figure label={t.rechazadas} value={entero(cancelaciones.rechazadas)} />
          </SimpleGrid>
          {cancelaciones.motivos.length === 0 ? (
            <Text size="sm">{t.sinCancelaciones}</Text>
          ) : (
            <DataTable
              caption={t.cancelaciones}
              columns={[t.motivo, t.tipo, t.cantidad]}
              rows={cancelaciones.motivos.map((m) => [m.motivo, t.tipos[m.tipo], entero(m.cantidad)])}
            />
          )}
        </Section>

        <Section title={t.reservas}>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <Figure label={t.reservas} value={entero(reservas.reservas)} />
            <Figure label={t.personas} value={entero(reservas.personas)} />
            <Figure label={t.ausentes} value={t.deTotal(reservas.ausentes, reservas.cumplidas + reservas.ausentes)} />
            <Figure label={t.tasaAusencia} value={t.porcentaje(reservas.tasaAusencia)} />
          </SimpleGrid>
          <ChartWithTable
            title={t.reservasPorFranja}
            labels={franjas.labels}
            values={franjas.values}
            format={entero}
            columns={[t.franja, t.reservas, t.personas]}
            rows={reservas.porFranja.map((f) => [f.nombre, entero(f.reservas), entero(f.personas)])}
          />
        </Section>

        <Section title={t.eventos}>
          {eventos.length === 0 ? (
            <Text size="sm">{t.sinEventos}</Text>
          ) : (
            <DataTable
              caption={t.eventos}
              columns={[t.evento, t.ventasEvento, t.entradas, t.importe, t.ingresos]}
              rows={eventos.map((e) => [
                e.titulo,
                entero(e.ventas),
                entero(e.entradas),
                formatPesos(e.importe),
                entero(e.ingresos),
              ])}
            />
          )}
        </Section>

        <Section title={t.concursos}>
          {concursos.length === 0 ? (
            <Text size="sm">{t.sinConcursos}</Text>
          ) : (
            <DataTable
              caption={t.concursos}
              columns={[t.concurso, t.participantes]}
              rows={concursos.map((c) => [c.titulo, entero(c.participantes)])}
            />
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
