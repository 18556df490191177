import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import type { EventoAdmin } from '@vidriera/domain/eventos';
import { isOwnerRol } from '@vidriera/domain/back-office';
import { useState } from 'react';
import { Link, useNavigate } from '../../../hash-router.tsx';
import { eventoFotoFuentes } from '@vidriera/domain/imagenes';
import { useBackOfficeEventos } from '../../../api/back-office-get-eventos.ts';
import { serverNow } from '../../../api/server-clock.ts';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { comercioPath } from '../shell/back-office-nav.ts';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { EmptyListAlert, LoadErrorAlert, LoadingStatus } from '../shell/screen-status.tsx';
import { PhoneSheetModal } from '../shell/phone-sheet-modal.tsx';
import { EventoForm } from './evento-form.tsx';
import { findProximaFecha, formatFechaEvento, formatTipoEvento } from './format-evento.ts';
import eventosAdminCss from './eventos-back-office.module.css';

function EventoCard({ evento, timeZone, comercioId }: { evento: EventoAdmin; timeZone: string; comercioId: number }) {
  const proxima = findProximaFecha(evento, serverNow().getTime());
  const headingId = `evento-${evento.id}-titulo`;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={headingId}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        {evento.urlFoto && (
          <Image
            src={eventoFotoFuentes(evento.urlFoto)[0]?.src}
            fallbackSrc={evento.urlFoto}
            alt=""
            w={72}
            h={72}
            radius="md"
            fit="cover"
            className={eventosAdminCss.evtThumb}
          />
        )}
        <Stack gap={4} className={eventosAdminCss.evtGrow}>
          <Group gap={6}>
            {evento.anulado ? (
              <Badge color="red" variant="light">
                {t.anulado}
              </Badge>
            ) : (
              <Badge color={evento.publicado ? 'green' : 'gray'} variant="light">
                {evento.publicado ? t.publicado : t.borrador}
              </Badge>
            )}
            <Badge color="blue" variant="outline">
              {formatTipoEvento(evento.tpEvento)}
            </Badge>
          </Group>
          <Title order={2} size="h4" id={headingId}>
            {evento.titulo}
          </Title>
          <Text size="sm">
            {proxima ? t.proximaFecha(formatFechaEvento(proxima.fechaHora, timeZone)) : t.sinFechasProximas}
          </Text>
          {proxima && <Text size="sm">{t.vendidasDe(proxima.vendidos, proxima.capacidad)}</Text>}
          <Text size="xs" c="gray.7">
            {t.fechasCount(evento.fechas.length)}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" mt="sm">
        <Button component={Link} to={`${comercioPath(comercioId, 'eventos')}/${evento.id}`} variant="default">
          {t.editar}
        </Button>
        <Button component={Link} to={`${comercioPath(comercioId, 'ventas')}?eventoId=${evento.id}`} variant="light">
          {t.verVentas}
        </Button>
      </Group>
    </Card>
  );
}

/** comercio/:comercioId/eventos: the business's events, upcoming first; the owner creates new ones here. */
export default function EventosPage() {
  const comercio = useCurrentComercio();
  const comercioId = comercio.configRestoId;
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useBackOfficeEventos(comercioId);
  const [isCreating, setCreating] = useState(false);
  const canEdit = isOwnerRol(comercio.rol);

  return (
    <Stack gap="md" className={eventosAdminCss.evtPage}>
      <BackOfficePageHeader
        title={t.eventosTitulo}
        help={t.eventosAyuda}
        actions={
          canEdit && (
            <Button size="md" onClick={() => setCreating(true)}>
              {t.nuevoEvento}
            </Button>
          )
        }
      />
      {isLoading && <LoadingStatus text={t.cargando} />}
      {isError && <LoadErrorAlert text={t.errorCarga} retryLabel={t.reintentar} onRetry={() => void refetch()} />}
      {data?.eventos.length === 0 && <EmptyListAlert title={t.eventosVacio} text={t.eventosVacioTexto} />}
      {data && data.eventos.length > 0 && (
        <div className={eventosAdminCss.evtList}>
          {data.eventos.map((evento) => (
            <EventoCard key={evento.id} evento={evento} timeZone={data.timeZone} comercioId={comercioId} />
          ))}
        </div>
      )}
      {isCreating && (
        <PhoneSheetModal
          className={eventosAdminCss.evtModal}
          title={t.nuevoEvento}
          closeLabel={t.cerrar}
          onClose={() => setCreating(false)}
          size="lg"
        >
          <EventoForm
            comercioId={comercioId}
            evento={null}
            onCancel={() => setCreating(false)}
            onSaved={(evento) =>
              navigate(`${comercioPath(comercioId, 'eventos')}/${evento.id}`, { state: { creado: true } })
            }
          />
        </PhoneSheetModal>
      )}
    </Stack>
  );
}
