import { Button, Stack } from '@mantine/core';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import type { ConcursoAdmin } from '@vidriera/domain/concursos';
import { DEFAULT_TIME_ZONE } from '@vidriera/domain/common';
import { useState } from 'react';
import { useBackOfficeConcursos } from '../../../api/back-office-get-concursos.ts';
import { useBackOfficeSortearConcurso } from '../../../api/back-office-sortear-concurso.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeConcursos as t } from '../../../i18n/es-back-office-concursos.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import {
  DismissibleNotice,
  EmptyListAlert,
  LoadErrorAlert,
  LoadingStatus,
  type ScreenNotice,
} from '../shell/screen-status.tsx';
import { type ConcursoAction, ConcursoBackOfficeCard } from './concurso-back-office-card.tsx';
import { ConcursoEditor } from './concurso-editor.tsx';
import { ParticipantesModal } from './participantes-modal.tsx';
import { ResultadoSorteoModal } from './resultado-sorteo.tsx';
import { useNow } from '../../../ui/use-now.ts';
import concursosAdminCss from './concursos-back-office.module.css';

type Dialog =
  | { kind: 'editar'; concurso: ConcursoAdmin | null }
  | { kind: 'participantes' | 'resultado'; concurso: ConcursoAdmin };

/** The business's zone when the back office knows it (all demo businesses are in Buenos Aires). */
function getTimeZone(comercio: object): string {
  const timeZone = (comercio as { timeZone?: unknown }).timeZone;
  return typeof timeZone === 'string' && timeZone ? timeZone : DEFAULT_TIME_ZONE;
}

/** comercio/:comercioId/concursos: the business's prize draws, their editor, participants and draws. */
export default function ConcursosBackOfficePage() {
  const comercio = useCurrentComercio();
  const comercioId = comercio.configRestoId;
  const timeZone = getTimeZone(comercio);
  const now = useNow(15_000).getTime();
  const { data, isLoading, isError, refetch } = useBackOfficeConcursos(comercioId);
  const sortear = useBackOfficeSortearConcurso(comercioId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);

  const onAction = async (action: ConcursoAction, concurso: ConcursoAdmin) => {
    setNotice(null);
    if (action !== 'sortear') {
      setDialog(action === 'editar' ? { kind: 'editar', concurso } : { kind: action, concurso });
      return;
    }
    if (!window.confirm(t.confirmarSorteo(concurso.titulo))) return;
    try {
      await sortear.mutateAsync(concurso.id);
      setNotice({ tone: 'ok', text: t.sorteoHecho });
      const drawn = (await refetch()).data?.find((c) => c.id === concurso.id);
      setDialog({ kind: 'resultado', concurso: drawn ?? concurso });
    } catch (err) {
      setNotice({ tone: 'error', text: err instanceof ApiError ? err.message : t.errorCarga });
    }
  };

  // The dialog shows the list's fresh copy of its draw (the list reloads while a draw is due).
  const current = dialog?.concurso ? (data?.find((c) => c.id === dialog.concurso?.id) ?? dialog.concurso) : null;

  return (
    <Stack gap="md" className={concursosAdminCss.admPage}>
      <BackOfficePageHeader
        title={t.titulo}
        help={t.subtitulo}
        actions={
          <Button size="md" onClick={() => setDialog({ kind: 'editar', concurso: null })}>
            {t.nuevo}
          </Button>
        }
      />
      <DismissibleNotice notice={notice} closeLabel={t.cerrar} onClose={() => setNotice(null)} />
      {isLoading && <LoadingStatus text={t.cargando} />}
      {isError && <LoadErrorAlert text={t.errorCarga} retryLabel={t.reintentar} onRetry={() => void refetch()} />}
      {data?.length === 0 && <EmptyListAlert title={t.vacio} text={t.vacioTexto} />}
      {data && data.length > 0 && (
        <div className={concursosAdminCss.admList}>
          {data.map((c) => (
            <ConcursoBackOfficeCard
              key={c.id}
              concurso={c}
              timeZone={timeZone}
              now={now}
              isDrawing={sortear.isPending && sortear.variables === c.id}
              onAction={(action, concurso) => void onAction(action, concurso)}
            />
          ))}
        </div>
      )}
      {dialog?.kind === 'editar' && (
        <ConcursoEditor
          comercioId={comercioId}
          timeZone={timeZone}
          concurso={current}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice({ tone: 'ok', text: t.guardado });
          }}
        />
      )}
      {dialog?.kind === 'participantes' && current && (
        <ParticipantesModal
          comercioId={comercioId}
          timeZone={timeZone}
          concurso={current}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'resultado' && current && (
        <ResultadoSorteoModal
          comercioId={comercioId}
          timeZone={timeZone}
          concurso={current}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
