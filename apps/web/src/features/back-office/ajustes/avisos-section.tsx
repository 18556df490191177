import { Stack, Switch, Text } from '@mantine/core';
import { type AvisosComercio, avisosComercioSchema } from '@vidriera/domain/notificaciones';
import { useState } from 'react';
import { useBackOfficeAvisos } from '../../../api/back-office-get-avisos.ts';
import { useBackOfficeUpdateAvisos } from '../../../api/back-office-update-avisos.ts';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { LoadErrorAlert, LoadingStatus } from '../shell/screen-status.tsx';
import { describeError, findProblem, type Notice, Section } from './section.tsx';

const GRUPOS: ReadonlyArray<{ titulo: string; switches: ReadonlyArray<keyof AvisosComercio> }> = [
  { titulo: t.avisos.pedidos, switches: ['pedidoAceptado', 'pedidoListo', 'pedidoRechazado'] },
  { titulo: t.avisos.reservas, switches: ['reservaConfirmada', 'reservaRecordatorio'] },
];

/** Which WhatsApp notices the business sends (owner only; decision 034). */
export function AvisosSection({ configRestoId }: { configRestoId: number }) {
  const query = useBackOfficeAvisos(configRestoId);
  if (query.data) return <AvisosForm configRestoId={configRestoId} avisos={query.data} />;
  if (query.isError) {
    return <LoadErrorAlert text={t.avisos.errorCarga} retryLabel={t.reintentar} onRetry={() => void query.refetch()} />;
  }
  return <LoadingStatus text={t.avisos.cargando} />;
}

function AvisosForm({ configRestoId, avisos: stored }: { configRestoId: number; avisos: AvisosComercio }) {
  const [avisos, setAvisos] = useState(stored);
  const [notice, setNotice] = useState<Notice | null>(null);
  const mutation = useBackOfficeUpdateAvisos(configRestoId);
  const save = async () => {
    setNotice(null);
    const problem = findProblem(avisosComercioSchema, avisos);
    if (problem) return setNotice({ tone: 'error', text: problem });
    try {
      setAvisos(await mutation.mutateAsync(avisos));
      setNotice({ tone: 'ok', text: t.guardado });
    } catch (error) {
      setNotice({ tone: 'error', text: describeError(error) });
    }
  };
  return (
    <Section
      id="ajustes-avisos"
      title={t.avisos.titulo}
      help={t.avisos.ayuda}
      saveLabel={t.avisos.guardar}
      isSaving={mutation.isPending}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSave={() => void save()}
    >
      {GRUPOS.map((grupo) => (
        <Stack key={grupo.titulo} gap="sm" role="group" aria-label={grupo.titulo}>
          <Text fw={700}>{grupo.titulo}</Text>
          {grupo.switches.map((key) => (
            <Switch
              key={key}
              size="md"
              label={t.avisos[key]}
              checked={avisos[key]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setAvisos((a) => ({ ...a, [key]: checked }));
              }}
            />
          ))}
        </Stack>
      ))}
    </Section>
  );
}
