import { Alert, Badge, Button, Group, Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { formatPesos } from '@vidriera/domain/pedidos';
import {
  cancelarVentaSchema,
  type VentaAdmin,
  type VentasAdminQuery,
  ESTADOS_VENTA,
  getEstadoVentaLabel,
} from '@vidriera/domain/eventos';
import { useState } from 'react';
import { useSearchParams } from '../../../hash-router.tsx';
import { useBackOfficeEventos } from '../../../api/back-office-get-eventos.ts';
import { useBackOfficeVentas } from '../../../api/back-office-get-ventas.ts';
import { useBackOfficeMoverVenta } from '../../../api/back-office-mover-venta.ts';
import { useBackOfficeVentasEnVivo } from '../../../api/back-office-subscribe-ventas.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { DismissibleNotice, LoadErrorAlert, LoadingStatus, type ScreenNotice } from '../shell/screen-status.tsx';
import { formatFechaEvento } from './format-evento.ts';
import { VentaCard } from './venta-card.tsx';
import eventosAdminCss from './eventos-back-office.module.css';

/** The option of a filter that does not filter. */
const ALL = 'todos';

const toId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The filters live in the URL (#/admin/comercio/5/ventas?eventoId=3), so the events list can link to them. */
function useVentasFilter(): [VentasAdminQuery, (next: VentasAdminQuery) => void] {
  const [params, setParams] = useSearchParams();
  const estado = params.get('estado');
  const filter: VentasAdminQuery = {
    eventoId: toId(params.get('eventoId')),
    eventoFechaId: toId(params.get('eventoFechaId')),
    estado:
      estado !== null && (ESTADOS_VENTA as readonly number[]).includes(Number(estado)) ? Number(estado) : undefined,
  };
  const setFilter = (next: VentasAdminQuery) => {
    const search = new URLSearchParams();
    if (next.eventoId) search.set('eventoId', String(next.eventoId));
    if (next.eventoId && next.eventoFechaId) search.set('eventoFechaId', String(next.eventoFechaId));
    if (next.estado !== undefined) search.set('estado', String(next.estado));
    setParams(search, { replace: true });
  };
  return [filter, setFilter];
}

function CancelarModal({
  venta,
  onClose,
  onConfirm,
}: {
  venta: VentaAdmin;
  onClose: () => void;
  onConfirm: (motivo: string) => Promise<void>;
}) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = cancelarVentaSchema.safeParse({ motivo });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSending(true);
    try {
      await onConfirm(parsed.data.motivo);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t.errorCarga);
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      className={eventosAdminCss.evtModal}
      opened
      onClose={onClose}
      title={t.cancelarTitulo(venta.id)}
      closeButtonProps={{ 'aria-label': t.cerrar }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t.cancelarAyuda}</Text>
          <Textarea
            label={t.campoMotivo}
            required
            autosize
            minRows={2}
            maxLength={200}
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.volver}
            </Button>
            <Button type="submit" color="red" loading={isSending}>
              {t.confirmarCancelacion}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** comercio/:comercioId/ventas: ticket sales with filters and totals, live; confirm transfers, cancel. */
export default function VentasPage() {
  const comercioId = useCurrentComercio().configRestoId;
  const [filter, setFilter] = useVentasFilter();
  const eventos = useBackOfficeEventos(comercioId);
  const { data, isLoading, isError, refetch } = useBackOfficeVentas(comercioId, filter);
  const mover = useBackOfficeMoverVenta(comercioId);
  useBackOfficeVentasEnVivo(comercioId);
  const [cancelando, setCancelando] = useState<VentaAdmin | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const timeZone = eventos.data?.timeZone;
  const evento = eventos.data?.eventos.find((e) => e.id === filter.eventoId);

  const confirmar = async (venta: VentaAdmin) => {
    if (!window.confirm(t.confirmarPagoPregunta(venta.id, formatPesos(venta.importeTotal)))) return;
    setNotice(null);
    try {
      await mover.mutateAsync({ ventaId: venta.id, movimiento: { accion: 'confirmar' } });
      setNotice({ tone: 'ok', text: t.confirmada(venta.id) });
    } catch (err) {
      setNotice({ tone: 'error', text: err instanceof ApiError ? err.message : t.errorCarga });
    }
  };

  const cancelar = async (venta: VentaAdmin, motivo: string) => {
    await mover.mutateAsync({ ventaId: venta.id, movimiento: { accion: 'cancelar', motivo } });
    setCancelando(null);
    setNotice({ tone: 'ok', text: t.cancelada(venta.id) });
  };

  const totales = data?.totales;
  return (
    <Stack gap="md" className={eventosAdminCss.evtPage}>
      <BackOfficePageHeader title={t.ventasTitulo} help={t.ventasAyuda} />
      <Group grow align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t.filtroEvento}
          data={[
            { value: ALL, label: t.todos },
            ...(eventos.data?.eventos ?? []).map((e) => ({ value: String(e.id), label: e.titulo })),
          ]}
          value={filter.eventoId ? String(filter.eventoId) : ALL}
          onChange={(value) => setFilter({ ...filter, eventoId: toId(value), eventoFechaId: undefined })}
          allowDeselect={false}
          searchable
        />
        <Select
          label={t.filtroFecha}
          disabled={!evento}
          data={[
            { value: ALL, label: t.todas },
            ...(evento && timeZone
              ? evento.fechas.map((f) => ({ value: String(f.id), label: formatFechaEvento(f.fechaHora, timeZone) }))
              : []),
          ]}
          value={filter.eventoFechaId ? String(filter.eventoFechaId) : ALL}
          onChange={(value) => setFilter({ ...filter, eventoFechaId: toId(value) })}
          allowDeselect={false}
        />
        <Select
          label={t.filtroEstado}
          data={[
            { value: ALL, label: t.todos },
            ...ESTADOS_VENTA.map((e) => ({ value: String(e), label: getEstadoVentaLabel(e) })),
          ]}
          value={filter.estado === undefined ? ALL : String(filter.estado)}
          onChange={(value) => setFilter({ ...filter, estado: value && value !== ALL ? Number(value) : undefined })}
          allowDeselect={false}
        />
      </Group>
      {totales && (
        <Paper withBorder radius="lg" p="sm" component="section" aria-label={t.ventasTitulo}>
          <div className={eventosAdminCss.evtTotales}>
            <div>
              <Text size="xs" c="gray.7">
                {t.totalVendidas}
              </Text>
              <div className={eventosAdminCss.evtTotalValue}>{totales.vendidas}</div>
            </div>
            <div>
              <Text size="xs" c="gray.7">
                {t.totalDisponibles}
              </Text>
              <div className={eventosAdminCss.evtTotalValue}>
                {totales.disponibles ?? (totales.capacidad === null && filter.eventoId ? t.sinLimite : '—')}
              </div>
            </div>
            <div>
              <Text size="xs" c="gray.7">
                {t.totalImporte}
              </Text>
              <div className={eventosAdminCss.evtTotalValue}>{formatPesos(totales.importe)}</div>
            </div>
            <div>
              <Text size="xs" c="gray.7">
                {t.totalVentas}
              </Text>
              <div className={eventosAdminCss.evtTotalValue}>{totales.ventas}</div>
            </div>
          </div>
          <Group gap={6} mt="xs">
            {totales.porEstado.map((e) => (
              <Badge key={e.estado} variant="outline" color="dark">
                {e.estadoTexto}: {e.ventas} ({t.personas(e.entradas)})
              </Badge>
            ))}
          </Group>
        </Paper>
      )}
      <DismissibleNotice notice={notice} closeLabel={t.cerrar} onClose={() => setNotice(null)} />
      {isLoading && <LoadingStatus text={t.cargando} />}
      {isError && <LoadErrorAlert text={t.errorCarga} retryLabel={t.reintentar} onRetry={() => void refetch()} />}
      {data?.ventas.length === 0 && <Alert color="gray">{t.ventasVacio}</Alert>}
      {data && data.ventas.length > 0 && (
        <div className={eventosAdminCss.evtList}>
          {data.ventas.map((venta) => (
            <VentaCard
              key={venta.id}
              venta={venta}
              isBusy={mover.isPending && mover.variables?.ventaId === venta.id}
              onConfirmar={(v) => void confirmar(v)}
              onCancelar={setCancelando}
            />
          ))}
        </div>
      )}
      {cancelando && (
        <CancelarModal
          venta={cancelando}
          onClose={() => setCancelando(null)}
          onConfirm={(motivo) => cancelar(cancelando, motivo)}
        />
      )}
    </Stack>
  );
}
