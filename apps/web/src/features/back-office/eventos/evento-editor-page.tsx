import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { formatPesos } from '@vidriera/domain/pedidos';
import type { EventoAdmin, EventoFechaAdmin, EventoVarianteAdmin } from '@vidriera/domain/eventos';
import { useState } from 'react';
import { Link, useLocation, useParams } from '../../../hash-router.tsx';
import { useBackOfficeEventos } from '../../../api/back-office-get-eventos.ts';
import { serverNow } from '../../../api/server-clock.ts';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import { comercioPath } from '../shell/back-office-nav.ts';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { LoadErrorAlert, LoadingStatus } from '../shell/screen-status.tsx';
import { EventoForm } from './evento-form.tsx';
import { FechaModal } from './fecha-modal.tsx';
import { formatFechaEvento } from './format-evento.ts';
import { VarianteModal } from './variante-modal.tsx';
import eventosAdminCss from './eventos-back-office.module.css';

type Dialog =
  | { kind: 'fecha'; fecha: EventoFechaAdmin | null }
  | { kind: 'variante'; variante: EventoVarianteAdmin | null };

function FechasSection({
  evento,
  timeZone,
  onEdit,
}: {
  evento: EventoAdmin;
  timeZone: string;
  onEdit: (d: Dialog) => void;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="evt-fechas">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="evt-fechas">
          {t.fechasTitulo}
        </Title>
        <Button variant="light" onClick={() => onEdit({ kind: 'fecha', fecha: null })}>
          {t.agregarFecha}
        </Button>
      </Group>
      {evento.fechas.length === 0 ? (
        <Text size="sm">{t.fechasVacio}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.colFecha}</Table.Th>
                <Table.Th scope="col">{t.colCupo}</Table.Th>
                <Table.Th scope="col">{t.colVendidas}</Table.Th>
                <Table.Th scope="col">{t.colDisponibles}</Table.Th>
                <Table.Th scope="col">{t.colEstado}</Table.Th>
                <Table.Th scope="col">{t.colAcciones}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {evento.fechas.map((f) => {
                const label = formatFechaEvento(f.fechaHora, timeZone);
                return (
                  <Table.Tr key={f.id}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>{f.capacidad ?? t.sinLimite}</Table.Td>
                    <Table.Td>{f.vendidos}</Table.Td>
                    <Table.Td>{f.disponibles ?? '—'}</Table.Td>
                    <Table.Td>
                      {f.anulada ? (
                        <Badge color="red" variant="light">
                          {t.anulada}
                        </Badge>
                      ) : Date.parse(f.fechaHora) < serverNow().getTime() ? (
                        <Badge color="gray" variant="light">
                          {t.pasada}
                        </Badge>
                      ) : f.disponibles === 0 ? (
                        <Badge color="orange" variant="light">
                          {t.agotada}
                        </Badge>
                      ) : (
                        <Badge color="green" variant="light">
                          {t.activa}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="default"
                        aria-label={t.editarFechaDe(label)}
                        onClick={() => onEdit({ kind: 'fecha', fecha: f })}
                      >
                        {t.editar}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function VariantesSection({ evento, onEdit }: { evento: EventoAdmin; onEdit: (d: Dialog) => void }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="evt-variantes">
      <Group justify="space-between" mb={4}>
        <Title order={2} size="h4" id="evt-variantes">
          {t.variantesTitulo}
        </Title>
        <Button variant="light" onClick={() => onEdit({ kind: 'variante', variante: null })}>
          {t.agregarVariante}
        </Button>
      </Group>
      <Text size="sm" c="gray.7" mb="sm">
        {t.variantesAyuda}
      </Text>
      {evento.variantes.length === 0 ? (
        <Text size="sm">{t.variantesVacio}</Text>
      ) : (
        <Stack gap="xs">
          {evento.variantes.map((v) => (
            <Group key={v.id} justify="space-between" wrap="nowrap" className={eventosAdminCss.evtRow}>
              <div className={eventosAdminCss.evtGrow}>
                <Text fw={600} td={v.anulado ? 'line-through' : undefined}>
                  {v.titulo} · {formatPesos(v.importe)}
                </Text>
                <Text size="xs" c="gray.7">
                  {[
                    v.horaHasta ? t.hasta(v.horaHasta) : null,
                    v.soloOnline ? t.soloOnline : null,
                    v.anulado ? t.anulada : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <Button
                variant="default"
                className={eventosAdminCss.evtNoShrink}
                aria-label={t.editarVarianteDe(v.titulo)}
                onClick={() => onEdit({ kind: 'variante', variante: v })}
              >
                {t.editar}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** comercio/:comercioId/eventos/:eventoId: the owner edits an event, its dates and capacities, its variants. */
export default function EventoEditorPage() {
  const comercio = useCurrentComercio();
  const comercioId = comercio.configRestoId;
  const eventoId = Number(useParams().eventoId);
  const location = useLocation();
  const { data, isLoading, isError, refetch } = useBackOfficeEventos(comercioId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(
    (location.state as { creado?: boolean } | null)?.creado ? t.creado : null,
  );
  const evento = data?.eventos.find((e) => e.id === eventoId);
  const back = (
    <Anchor component={Link} to={comercioPath(comercioId, 'eventos')} size="sm">
      {t.volverEventos}
    </Anchor>
  );

  if (isLoading) {
    return <LoadingStatus text={t.cargando} />;
  }
  if (isError || !data) {
    return <LoadErrorAlert text={t.errorCarga} retryLabel={t.reintentar} onRetry={() => void refetch()} />;
  }
  if (!evento) {
    return (
      <Stack gap="sm">
        {back}
        <Alert color="gray">{t.eventoNoEncontrado}</Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md" className={eventosAdminCss.evtPage}>
      {back}
      <Title order={1} size="h2">
        {evento.titulo}
      </Title>
      {notice && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel={t.cerrar} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="evt-datos">
        <Title order={2} size="h4" id="evt-datos" mb="sm">
          {t.datosEvento}
        </Title>
        <EventoForm key={evento.id} comercioId={comercioId} evento={evento} onSaved={() => setNotice(t.guardado)} />
      </Paper>
      <FechasSection evento={evento} timeZone={data.timeZone} onEdit={setDialog} />
      <VariantesSection evento={evento} onEdit={setDialog} />
      {dialog?.kind === 'fecha' && (
        <FechaModal
          comercioId={comercioId}
          eventoId={evento.id}
          timeZone={data.timeZone}
          fecha={dialog.fecha}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'variante' && (
        <VarianteModal
          comercioId={comercioId}
          eventoId={evento.id}
          variante={dialog.variante}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
