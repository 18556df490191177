import type { ParticipacionResult } from '@vidriera/domain/concursos';
import { ApiError } from '../../api/client.ts';
import { esConcursos } from '../../i18n/es-concursos.ts';

/** Spec: a refusal whose reason mentions logging in sends the visitor to the login screen. */
export function isLoginReason(motivo: string | null | undefined): boolean {
  return (motivo ?? '').toLowerCase().includes('iniciar sesión');
}

/** Spec: winner styling when the answer is immediate, names a prize and its text says 'ganaste'. */
export function isWinningResult(result: ParticipacionResult): boolean {
  return (
    result.resultadoInmediato &&
    Boolean(result.premioGanado?.trim()) &&
    result.textoResultado.toLowerCase().includes('ganaste')
  );
}

/** The draws list failed: unreachable server, a business this site does not show, or anything else. */
export function describeLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return esConcursos.errorSinConexion;
  if (error instanceof ApiError && error.status === 404) return esConcursos.errorSinComercio;
  return esConcursos.errorCarga;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * A refused or failed participation: the server's reason (motivoNoPermiteParticipar), else its message, else the
 * fallback. A call that never reached the server (status 0) has no server words to show.
 */
export function describeParticipacionError(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return (
      readText(error.body.motivoNoPermiteParticipar) ?? readText(error.body.message) ?? esConcursos.errorParticipacion
    );
  }
  return esConcursos.errorParticipacion;
}
