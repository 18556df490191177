import type { Concurso, ParticipacionResult } from '@vidriera/domain/concursos';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../hash-router.tsx';
import { useParticipar } from '../../api/participar.ts';
import { clearSession } from '../../api/session.ts';
import { esConcursos } from '../../i18n/es-concursos.ts';
import { describeParticipacionError, isLoginReason, isUnauthorized } from './concursos-messages.ts';

/**
 * The participation flow (spec 01 §4): Participar opens the terms of the chosen draw; confirming sends it; on
 * success the terms close and the result shows (the list reloads through the mutation); closing the result clears
 * it. Failures are told in an alert, as the app's other alerts, and stay in the section until the next try.
 */
export function useConcursosParticipacion(configRestoId: number | null) {
  const navigate = useNavigate();
  const mutation = useParticipar();
  const [selected, setSelected] = useState<Concurso | null>(null);
  const [result, setResult] = useState<ParticipacionResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pendingAlert, setPendingAlert] = useState<string | null>(null);

  // After the commit that closed the terms: the blocking alert then shows over the page, not over the dialog.
  useEffect(() => {
    if (pendingAlert === null) return;
    setPendingAlert(null);
    window.alert(pendingAlert);
  }, [pendingAlert]);

  const goToLogin = () => navigate('/login');

  const open = (concurso: Concurso) => {
    if (!concurso.permiteParticipar) {
      if (isLoginReason(concurso.motivoNoPermiteParticipar)) goToLogin();
      return;
    }
    setFailure(null);
    setSelected(concurso);
  };

  const confirm = () => {
    if (!selected || configRestoId === null || mutation.isPending) return;
    mutation.mutate(
      { configRestoId, concursoId: selected.id },
      {
        onSuccess: (answer) => {
          setSelected(null);
          setResult(answer);
        },
        onError: (error) => {
          setSelected(null);
          if (isUnauthorized(error)) {
            // The server no longer knows this session: it is over here too, and login can start afresh.
            window.alert(esConcursos.errorSinSesion);
            clearSession();
            goToLogin();
            return;
          }
          const message = describeParticipacionError(error);
          setFailure(message);
          setPendingAlert(message);
        },
      },
    );
  };

  return {
    selected,
    result,
    failure,
    isSending: mutation.isPending,
    open,
    confirm,
    goToLogin,
    closeTerms: () => setSelected(null),
    closeResult: () => setResult(null),
    dismissFailure: () => setFailure(null),
  };
}
