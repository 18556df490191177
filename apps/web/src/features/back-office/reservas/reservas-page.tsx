import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { isOwnerRol } from '@vidriera/domain/back-office';
import { parseIsoDate } from '@vidriera/domain/common';
import { useState } from 'react';
import { Link, useSearchParams } from '../../../hash-router.tsx';
import { useBackOfficeReservasConfig } from '../../../api/back-office-get-reservas-config.ts';
import { useBackOfficeReservasDia } from '../../../api/back-office-get-reservas-dia.ts';
import { useBackOfficeReservasOcupacion } from '../../../api/back-office-get-reservas-ocupacion.ts';
import { useBackOfficeReservasEventos } from '../../../api/back-office-subscribe-reservas-eventos.ts';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { comercioPath } from '../shell/back-office-nav.ts';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { QueryState } from '../shell/query-state.tsx';
import { CancelarReservaModal } from './cancelar-reserva-modal.tsx';
import { DiaPicker } from './dia-picker.tsx';
import { countVigentes, groupByHorario } from './libro.ts';
import { OcupacionTabla } from './ocupacion-tabla.tsx';
import { ReservaLibroCard } from './reserva-libro-card.tsx';
import { useMoverReserva } from './use-mover-reserva.ts';
import { WalkInModal } from './walk-in-modal.tsx';
import reservasAdminCss from './reservas-back-office.module.css';

/**
 * comercio/:comercioId/reservas: the book of a day (?fecha=YYYY-MM-DD, else the business's today) grouped by time
 * and sector, with each reservation's moves, walk-ins and the occupancy of each sector per slot. A live channel
 * refreshes it whenever a reservation of the business is booked or changes.
 */
export default function ReservasPage() {
  const comercio = useCurrentComercio();
  const comercioId = comercio.configRestoId;
  const config = useBackOfficeReservasConfig(comercioId);
  const [params, setParams] = useSearchParams();
  const pedida = params.get('fecha');
  const fecha = pedida && parseIsoDate(pedida) ? pedida : (config.data?.hoy ?? null);
  const reservas = useBackOfficeReservasDia(comercioId, fecha);
  const ocupacion = useBackOfficeReservasOcupacion(comercioId, fecha);
  useBackOfficeReservasEventos(comercioId);
  const mover = useMoverReserva(comercioId);
  const [sectorId, setSectorId] = useState<number | null>(null);
  const [isWalkInAbierto, setWalkInAbierto] = useState(false);

  if (!config.data || !fecha) return <QueryState query={config} />;
  const { hoy, timeZone } = config.data;
  const sectores = config.data.sectores.filter((s) => s.activo);
  const cerrado = config.data.diasCerrados.find((d) => d.fecha === fecha);
  const visibles = (reservas.data ?? []).filter((r) => sectorId === null || r.sectorId === sectorId);
  const grupos = groupByHorario(
    visibles,
    config.data.sectores.map((s) => s.id),
  );
  const totales = countVigentes(visibles);

  return (
    <Stack gap="md" className={reservasAdminCss.admReservas}>
      <BackOfficePageHeader
        title={t.titulo}
        actions={
          <>
            {isOwnerRol(comercio.rol) && (
              <Button component={Link} to={comercioPath(comercioId, 'reservas/servicios')} variant="default" size="md">
                {t.configurar}
              </Button>
            )}
            <Button size="md" onClick={() => setWalkInAbierto(true)} disabled={fecha !== hoy || sectores.length === 0}>
              {t.llegadaSinReserva}
            </Button>
          </>
        }
      />
      <Text size="sm" c="gray.7" maw={640}>
        {t.subtitulo}
      </Text>
      <DiaPicker fecha={fecha} hoy={hoy} onChange={(value) => setParams({ fecha: value }, { replace: true })} />
      {fecha !== hoy && (
        <Text size="sm" c="gray.7">
          {t.walkInSoloHoy}
        </Text>
      )}
      {(cerrado || ocupacion.data?.cerrado) && (
        <Alert color="orange" variant="light" role="status">
          {t.diaCerrado(cerrado?.motivo ?? '')}
        </Alert>
      )}
      <div role="status" aria-live="polite">
        {mover.aviso && <Alert color={mover.aviso.tone === 'ok' ? 'teal' : 'red'}>{mover.aviso.text}</Alert>}
      </div>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <NativeSelect
          label={t.sector}
          size="md"
          value={sectorId === null ? '' : String(sectorId)}
          onChange={(event) => setSectorId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          data={[
            { value: '', label: t.todosLosSectores },
            ...config.data.sectores.map((s) => ({ value: String(s.id), label: s.descripcion })),
          ]}
        />
        {reservas.data && <Text fw={600}>{t.resumen(totales.reservas, totales.personas)}</Text>}
      </Group>
      <div className={reservasAdminCss.admResTablero}>
        <section className={reservasAdminCss.admResLibro} aria-label={t.titulo}>
          {!reservas.data ? (
            <QueryState query={reservas} />
          ) : grupos.length === 0 ? (
            <Text>{t.sinReservas}</Text>
          ) : (
            grupos.map((grupo) => (
              <section key={grupo.hora} aria-labelledby={`adm-res-h-${grupo.hora}`}>
                <Title
                  order={3}
                  size="h4"
                  id={`adm-res-h-${grupo.hora}`}
                  className={reservasAdminCss.admResGrupoTitulo}
                >
                  {grupo.hora}{' '}
                  <Text span size="sm" fw={400}>
                    · {t.personas(grupo.personas)}
                  </Text>
                </Title>
                <div className={reservasAdminCss.admResGrupoLista}>
                  {grupo.reservas.map((reserva) => (
                    <ReservaLibroCard
                      key={reserva.id}
                      reserva={reserva}
                      isOcupado={mover.ocupadoId === reserva.id}
                      onAccion={mover.onAccion}
                    />
                  ))}
                </div>
              </section>
            ))
          )}
        </section>
        <aside className={reservasAdminCss.admResLateral}>
          {ocupacion.data ? (
            <OcupacionTabla ocupacion={ocupacion.data} sectorId={sectorId} />
          ) : (
            <QueryState query={ocupacion} />
          )}
        </aside>
      </div>
      {mover.cancelando && (
        <CancelarReservaModal
          nombre={mover.cancelando.nombre}
          isEnviando={mover.isEnviando}
          error={mover.dialogoError}
          onClose={mover.cerrarDialogo}
          onConfirm={(motivo) => void mover.confirmarCancelacion(motivo)}
        />
      )}
      {isWalkInAbierto && (
        <WalkInModal
          comercioId={comercioId}
          fecha={fecha}
          timeZone={timeZone}
          sectores={sectores}
          onClose={() => setWalkInAbierto(false)}
          onDone={(nombre) => {
            setWalkInAbierto(false);
            mover.setAviso({ tone: 'ok', text: t.walkInHecho(nombre) });
          }}
        />
      )}
    </Stack>
  );
}
