import type { Concurso, ParticipacionResult } from '@vidriera/domain/concursos';
import { useId, useRef, useState } from 'react';
import { esConcursos } from '../../i18n/es-concursos.ts';
import { LinkifiedText } from '../../ui/linkified-text.tsx';
import { toConcursoTitleId } from './concursos-card.tsx';
import { ConcursosIcon } from './concursos-icons.tsx';
import { isWinningResult } from './concursos-messages.ts';
import { ConcursosModal } from './concursos-modal.tsx';
import { cx } from '../../ui/cx.ts';
import concursosCss from './concursos.module.css';

// The participation flow's dialogs, in a chunk of their own: the home loads them when a visitor first taps
// Participar, not with the page.

export interface ConcursosTermsModalProps {
  concurso: Concurso;
  isSending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Step 2 of the participation: the terms, and confirm only once they are accepted (and not while sending). */
export function ConcursosTermsModal({ concurso, isSending, onConfirm, onClose }: ConcursosTermsModalProps) {
  const [isAccepted, setAccepted] = useState(false);
  const id = useId();
  const titleId = `${id}-titulo`;
  const termsId = `${id}-terminos`;
  const checkboxId = `${id}-acepto`;
  const condiciones = concurso.condiciones.trim();
  return (
    <ConcursosModal
      titleId={titleId}
      descriptionId={termsId}
      onClose={onClose}
      isBusy={isSending}
      getReturnFocus={() => document.getElementById(toConcursoTitleId(concurso.id))}
    >
      <form
        className={concursosCss.concursosDialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (isAccepted && !isSending) onConfirm();
        }}
      >
        <header className={concursosCss.concursosDialogHeader}>
          <p className={concursosCss.concursosDialogEyebrow}>{concurso.titulo}</p>
          <h2 id={titleId} className={concursosCss.concursosDialogTitle}>
            {esConcursos.terminosTitulo}
          </h2>
        </header>
        <div id={termsId} className={concursosCss.concursosTerms}>
          {condiciones ? <LinkifiedText text={condiciones} /> : <p>{esConcursos.sinCondiciones}</p>}
        </div>
        <label className={concursosCss.concursosAccept} htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={isAccepted}
            disabled={isSending}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <span>{esConcursos.aceptoTerminos}</span>
        </label>
        <div className={concursosCss.concursosDialogActions}>
          <button type="button" className={concursosCss.concursosButton} onClick={onClose} disabled={isSending}>
            {esConcursos.cancelar}
          </button>
          <button
            type="submit"
            className={cx(concursosCss.concursosButton, concursosCss.concursosButtonPrimary)}
            disabled={!isAccepted || isSending}
            aria-busy={isSending || undefined}
          >
            {isSending && <span className={concursosCss.concursosSpinner} aria-hidden="true" />}
            {isSending ? esConcursos.enviando : esConcursos.confirmar}
          </button>
        </div>
      </form>
    </ConcursosModal>
  );
}

export interface ConcursosResultModalProps {
  result: ParticipacionResult;
  /** Focus goes there on close: the card's Participar button is disabled by then. */
  getReturnFocus: () => HTMLElement | null;
  onClose: () => void;
}

/** Step 3: the outcome, with the winner's styling when the text says 'ganaste'. */
export function ConcursosResultModal({ result, getReturnFocus, onClose }: ConcursosResultModalProps) {
  const id = useId();
  const titleId = `${id}-titulo`;
  const textId = `${id}-texto`;
  const closeRef = useRef<HTMLButtonElement>(null);
  const isWinner = isWinningResult(result);
  return (
    <ConcursosModal
      titleId={titleId}
      descriptionId={textId}
      onClose={onClose}
      getReturnFocus={getReturnFocus}
      initialFocusRef={closeRef}
      hasCloseButton={false}
      className={isWinner ? concursosCss.concursosResultGanador : undefined}
    >
      <div className={concursosCss.concursosResultBody} data-ganador={isWinner ? 'true' : 'false'}>
        <span className={concursosCss.concursosResultIcon}>
          <ConcursosIcon name={isWinner ? 'trophy' : 'gift'} size={40} />
        </span>
        <h2 id={titleId} className={concursosCss.concursosDialogTitle}>
          {isWinner ? esConcursos.resultadoGanador : esConcursos.resultadoTitulo}
        </h2>
        <p id={textId} className={concursosCss.concursosResultText}>
          {result.textoResultado}
        </p>
        {result.premioGanado && (
          <p className={concursosCss.concursosResultPrize}>
            <span className={concursosCss.concursosResultLabel}>{esConcursos.premio}</span>
            <span>{result.premioGanado}</span>
          </p>
        )}
        {result.pasosSiguientes && (
          <div className={concursosCss.concursosResultSteps}>
            <h3 className={concursosCss.concursosResultLabel}>{esConcursos.pasosSiguientes}</h3>
            <p>{result.pasosSiguientes}</p>
          </div>
        )}
        <button
          ref={closeRef}
          type="button"
          className={cx(concursosCss.concursosButton, concursosCss.concursosButtonPrimary)}
          onClick={onClose}
        >
          {esConcursos.cerrar}
        </button>
      </div>
    </ConcursosModal>
  );
}
