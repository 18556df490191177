import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  type AccionReserva,
  listAccionesReserva,
  ORIGEN_WALK_IN,
  getObservacionCliente,
  type ReservaComercio,
} from '@vidriera/domain/reservas';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { EstadoChip } from './estado-chip.tsx';
import { horaDe, isReservaCerrada } from './libro.ts';
import reservasAdminCss from './reservas-back-office.module.css';

interface ReservaLibroCardProps {
  reserva: ReservaComercio;
  isOcupado: boolean;
  onAccion: (accion: AccionReserva, reserva: ReservaComercio) => void;
}

const telHref = (tel: string) => `tel:${tel.replace(/[^\d+]/g, '')}`;

/** One reservation of the book: who, how many, where, its estado and the moves it allows. */
export function ReservaLibroCard({ reserva, isOcupado, onAccion }: ReservaLibroCardProps) {
  const titleId = `reserva-${reserva.id}-titulo`;
  const acciones = listAccionesReserva(reserva.estado);
  const nota = getObservacionCliente(reserva.observacion);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      className={reservasAdminCss.admResCard}
      data-estado={reserva.estado}
      data-cerrada={isReservaCerrada(reserva.estado) || undefined}
      aria-labelledby={titleId}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Text component="h4" id={titleId} fw={700} size="md" m={0}>
            {reserva.nombre}{' '}
            <Text span size="sm" fw={400}>
              · {t.personas(reserva.cantidad)}
            </Text>
          </Text>
          <EstadoChip estado={reserva.estado} observacion={reserva.observacion} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <span className={reservasAdminCss.admResSector}>{reserva.sector.descripcion}</span>
          {reserva.origen === ORIGEN_WALK_IN && <span className={reservasAdminCss.admResWalkin}>{t.sinReserva}</span>}
          {reserva.tel && (
            <a href={telHref(reserva.tel)} className={reservasAdminCss.admResTel} aria-label={t.llamar(reserva.tel)}>
              {reserva.tel}
            </a>
          )}
        </Group>
        {nota && (
          <Text size="sm" className={reservasAdminCss.admResNota}>
            <strong>{t.observacion}:</strong> {nota}
          </Text>
        )}
        {acciones.length > 0 && (
          <Group gap="xs" wrap="wrap" role="group" aria-label={t.accionesDe(reserva.nombre, horaDe(reserva.fechaHora))}>
            {acciones.map((accion) => (
              <Button
                key={accion}
                size="md"
                variant={accion === 'cancelar' || accion === 'ausente' ? 'outline' : 'filled'}
                color={
                  accion === 'cancelar'
                    ? 'red.8'
                    : accion === 'ausente'
                      ? 'gray.8'
                      : accion === 'cumplida'
                        ? 'teal.9'
                        : undefined
                }
                disabled={isOcupado}
                onClick={() => onAccion(accion, reserva)}
                className={reservasAdminCss.admResAccion}
              >
                {t.acciones[accion]}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
