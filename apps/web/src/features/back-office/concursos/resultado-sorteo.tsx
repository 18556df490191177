import { Alert, Code, List, Loader, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { type Ganador, verifyResultado, type ConcursoAdmin, type Participante } from '@vidriera/domain/concursos';
import { formatFechaHoraCorta } from '@vidriera/domain/common';
import { useMemo } from 'react';
import { useBackOfficeParticipantes } from '../../../api/back-office-get-participantes.ts';
import { esBackOfficeConcursos as t } from '../../../i18n/es-back-office-concursos.ts';
import { PhoneSheetModal } from '../shell/phone-sheet-modal.tsx';
import concursosAdminCss from './concursos-back-office.module.css';

/**
 * The winners as the draw's algorithm defines them: the prize of winner `orden` is the prize unit at that
 * position, prizes taken in order with their quantities (concurso-sorteo.ts).
 */
export function toGanadores(concurso: ConcursoAdmin, participantes: readonly Participante[]): Ganador[] {
  const units = concurso.premios.flatMap((p) => Array.from({ length: p.cantidad }, () => p.id));
  return participantes
    .filter((p) => p.ordenGanador !== null)
    .map((p) => ({
      orden: p.ordenGanador!,
      participacionId: p.participacionId,
      premioId: units[p.ordenGanador! - 1] ?? 0,
    }))
    .sort((a, b) => a.orden - b.orden);
}

/** Checks the published result in the browser with the same code anyone can run: seed ↔ hash, and the winners. */
export function isResultadoVerificado(concurso: ConcursoAdmin, participantes: readonly Participante[]): boolean {
  return verifyResultado({
    seed: concurso.seed,
    seedHash: concurso.seedHash,
    participantes: participantes.map((p) => p.participacionId),
    premios: concurso.premios.map((p) => ({ id: p.id, cantidad: p.cantidad })),
    ganadores: toGanadores(concurso, participantes),
  });
}

interface ResultadoSorteoModalProps {
  comercioId: number;
  timeZone: string;
  concurso: ConcursoAdmin;
  onClose: () => void;
}

/** A scheduled draw's commitment (seed hash), and once run its seed, winners and the browser's verification. */
export function ResultadoSorteoModal({ comercioId, timeZone, concurso, onClose }: ResultadoSorteoModalProps) {
  const isDrawn = concurso.fechaHoraSorteo !== null;
  const { data: participantes, isLoading } = useBackOfficeParticipantes(comercioId, isDrawn ? concurso.id : null);
  const ganadores = useMemo(
    () =>
      (participantes ?? []).filter((p) => p.ordenGanador !== null).sort((a, b) => a.ordenGanador! - b.ordenGanador!),
    [participantes],
  );
  const isVerified = participantes ? isResultadoVerificado(concurso, participantes) : null;

  return (
    <PhoneSheetModal
      className={concursosAdminCss.admModal}
      title={t.resultadoTitulo(concurso.titulo)}
      closeLabel={t.cerrar}
      onClose={onClose}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">{t.algoritmo}</Text>
        <div>
          <Text fw={600} size="sm">
            {t.hashSemilla}
          </Text>
          <Code block className={concursosAdminCss.admCode}>
            {concurso.seedHash}
          </Code>
        </div>
        <div>
          <Text fw={600} size="sm">
            {t.semilla}
          </Text>
          {concurso.seed ? (
            <Code block className={concursosAdminCss.admCode}>
              {concurso.seed}
            </Code>
          ) : (
            <Text size="sm">{t.semillaOculta}</Text>
          )}
        </div>
        {isDrawn && concurso.fechaHoraSorteo && (
          <Text size="sm">{t.sorteadoEl(formatFechaHoraCorta(Date.parse(concurso.fechaHoraSorteo), timeZone))}</Text>
        )}
        {isDrawn && isLoading && <Loader aria-label={t.cargando} />}
        {isDrawn && participantes && (
          <>
            <Text fw={600}>{t.ganadores}</Text>
            {ganadores.length === 0 ? (
              <Text size="sm">{t.sinGanadores}</Text>
            ) : (
              <List type="ordered" spacing={4}>
                {ganadores.map((g) => (
                  <List.Item key={g.participacionId}>
                    {g.nombreApellido} — {g.premioGanado} ({t.colNumero} {g.participacionId})
                  </List.Item>
                ))}
              </List>
            )}
            <Alert color={isVerified ? 'green' : 'red'} role="status">
              {isVerified ? t.verificado : t.noVerificado}
            </Alert>
          </>
        )}
      </Stack>
    </PhoneSheetModal>
  );
}
