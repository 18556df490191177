import type { Comercio } from '@vidriera/domain/comercios';
import type { Concurso } from '@vidriera/domain/concursos';
import { DEFAULT_TIME_ZONE } from '@vidriera/domain/common';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useConcursos } from '../../api/get-concursos.ts';
import { useSession } from '../../api/session.ts';
import { esConcursos } from '../../i18n/es-concursos.ts';
import { ConcursosCard, toConcursoTitleId } from './concursos-card.tsx';
import { ConcursosIcon } from './concursos-icons.tsx';
import { ConcursosLoginPrompt } from './concursos-login-prompt.tsx';
import { describeLoadError } from './concursos-messages.ts';
import { useConcursosParticipacion } from './use-concursos-participacion.ts';
import { cx } from '../../ui/cx.ts';
import concursosCss from './concursos.module.css';

const loadDialogs = () => import('./concursos-dialogs.tsx');
const ConcursosTermsModal = lazy(() => loadDialogs().then((m) => ({ default: m.ConcursosTermsModal })));
const ConcursosResultModal = lazy(() => loadDialogs().then((m) => ({ default: m.ConcursosResultModal })));

function SectionAlert({ message, action }: { message: string; action?: { label: string; onClick: () => void } }) {
  return (
    <div className={concursosCss.concursosAlert} role="alert">
      <ConcursosIcon name="alert" size={20} />
      <p>{message}</p>
      {action && (
        <button type="button" className={concursosCss.concursosAlertAction} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}

function LoadingCard() {
  return (
    <div className={concursosCss.concursosLoading} role="status">
      <span className={concursosCss.concursosSpinner} aria-hidden="true" />
      {esConcursos.cargando}
    </div>
  );
}

/**
 * The business's prize draws on its home (spec 01 §2 "Prize draws section"): a card per draw, a login prompt for
 * visitors, and the terms and result dialogs of the participation flow.
 */
export function ConcursosSection({
  comercio,
  titleClassName,
}: {
  comercio: Pick<Comercio, 'id' | 'timeZone'> | null;
  /** The class the page gives its cards' titles (the home's). */
  titleClassName?: string | undefined;
}) {
  const configRestoId = comercio && comercio.id > 0 ? comercio.id : null;
  const session = useSession();
  const query = useConcursos(configRestoId);
  const flow = useConcursosParticipacion(configRestoId);
  // The draw of the last participation: the result dialog gives focus back to its card.
  const lastConcursoId = useRef<number | null>(null);
  const concursos = query.data ?? [];
  // Fetched as soon as there is a draw to join, so Participar opens its dialog without waiting for the network.
  const canParticipate = concursos.some((c) => c.permiteParticipar);
  useEffect(() => {
    if (canParticipate) void loadDialogs();
  }, [canParticipate]);

  const onParticipar = (concurso: Concurso) => {
    lastConcursoId.current = concurso.id;
    flow.open(concurso);
  };

  const renderBody = () => {
    if (configRestoId === null) return <SectionAlert message={esConcursos.errorSinComercio} />;
    if (query.isPending) return <LoadingCard />;
    if (query.isError) {
      return (
        <SectionAlert
          message={describeLoadError(query.error)}
          action={{ label: esConcursos.reintentar, onClick: () => void query.refetch() }}
        />
      );
    }
    if (concursos.length === 0) return <p className={concursosCss.concursosEmpty}>{esConcursos.vacio}</p>;
    return (
      <>
        {!session.isLoggedIn && <ConcursosLoginPrompt />}
        {flow.failure && (
          <SectionAlert
            message={flow.failure}
            action={{ label: esConcursos.cerrarAviso, onClick: flow.dismissFailure }}
          />
        )}
        <ul className={concursosCss.concursosList}>
          {concursos.map((concurso) => (
            <li key={concurso.id}>
              <ConcursosCard
                concurso={concurso}
                timeZone={comercio?.timeZone || DEFAULT_TIME_ZONE}
                onParticipar={onParticipar}
                onLoginRequired={flow.goToLogin}
              />
            </li>
          ))}
        </ul>
      </>
    );
  };

  return (
    <section className={concursosCss.concursos} aria-labelledby="concursos-title">
      <header className={concursosCss.concursosHeader}>
        <h2 id="concursos-title" className={cx(titleClassName, concursosCss.concursosTitle)}>
          <ConcursosIcon name="gift" size={22} />
          {esConcursos.titulo}
        </h2>
        <p className={concursosCss.concursosSubtitle}>{esConcursos.subtitulo}</p>
      </header>
      {renderBody()}
      <Suspense fallback={null}>
        {flow.selected && (
          <ConcursosTermsModal
            key={flow.selected.id}
            concurso={flow.selected}
            isSending={flow.isSending}
            onConfirm={flow.confirm}
            onClose={flow.closeTerms}
          />
        )}
        {flow.result && (
          <ConcursosResultModal
            result={flow.result}
            onClose={flow.closeResult}
            getReturnFocus={() =>
              lastConcursoId.current === null
                ? null
                : document.getElementById(toConcursoTitleId(lastConcursoId.current))
            }
          />
        )}
      </Suspense>
    </section>
  );
}
