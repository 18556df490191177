import { Alert, Badge, Button, Loader, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import { formatFechaHoraCorta } from '@vidriera/domain/common';
import type { ConcursoAdmin } from '@vidriera/domain/concursos';
import { useBackOfficeParticipantes } from '../../../api/back-office-get-participantes.ts';
import { esBackOfficeConcursos as t } from '../../../i18n/es-back-office-concursos.ts';
import { PhoneSheetModal } from '../shell/phone-sheet-modal.tsx';
import concursosAdminCss from './concursos-back-office.module.css';

interface ParticipantesModalProps {
  comercioId: number;
  timeZone: string;
  concurso: ConcursoAdmin;
  onClose: () => void;
}

/** Who joined a draw, in the order they joined, with the prize each winner got. */
export function ParticipantesModal({ comercioId, timeZone, concurso, onClose }: ParticipantesModalProps) {
  const { data, isLoading, isError, refetch } = useBackOfficeParticipantes(comercioId, concurso.id);
  return (
    <PhoneSheetModal
      className={concursosAdminCss.admModal}
      title={t.participantesTitulo(concurso.titulo)}
      closeLabel={t.cerrar}
      onClose={onClose}
      size="xl"
    >
      {isLoading && <Loader aria-label={t.cargando} />}
      {isError && (
        <Alert color="red" role="alert">
          {t.errorCarga}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void refetch()}>
            {t.reintentar}
          </Button>
        </Alert>
      )}
      {data && data.length === 0 && <Text>{t.participantesVacio}</Text>}
      {data && data.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.colNumero}</Table.Th>
                <Table.Th scope="col">{t.colNombre}</Table.Th>
                <Table.Th scope="col">{t.colTelefono}</Table.Th>
                <Table.Th scope="col">{t.colFecha}</Table.Th>
                <Table.Th scope="col">{t.colPremio}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((p) => (
                <Table.Tr key={p.participacionId}>
                  <Table.Td>{p.participacionId}</Table.Td>
                  <Table.Td>{p.nombreApellido}</Table.Td>
                  <Table.Td>{p.telefono ?? '—'}</Table.Td>
                  <Table.Td>{formatFechaHoraCorta(Date.parse(p.fechaHora), timeZone)}</Table.Td>
                  <Table.Td>
                    {p.premioGanado ? (
                      <>
                        <Badge color="green" variant="light" mr={6}>
                          {p.ordenGanador ? t.ganadorOrden(p.ordenGanador) : t.colPremio}
                        </Badge>
                        {p.premioGanado}{' '}
                        <Text span size="xs" c="gray.7">
                          ({p.notificado ? t.avisado : t.sinAvisar})
                        </Text>
                      </>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PhoneSheetModal>
  );
}
