import { es } from '../i18n/es.ts';

/** What a failed call may carry: the API's {status, error, message, errors, exceptionCode}, or a ProblemDetails. */
interface ErrorPayload {
  error?: unknown;
  message?: unknown;
  exceptionCode?: unknown;
  detail?: unknown;
  errors?: unknown;
}

/** ApiError keeps the response body apart from its own message; anything else is read as the payload itself. */
function readPayload(failure: unknown): ErrorPayload {
  if (failure === null || typeof failure !== 'object') return {};
  const body = (failure as { body?: unknown }).body;
  if (body !== null && typeof body === 'object') return body as ErrorPayload;
  return failure as ErrorPayload;
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * The spec's generic error text: the message, as 'message (code: N)' when the payload has error and
 * exceptionCode; otherwise the payload's detail, or the JSON of its errors.
 */
export function formatGenericError(failure: unknown): string {
  const payload = readPayload(failure);
  const message = readText(payload.message);
  if (message && payload.error && typeof payload.exceptionCode === 'number') {
    return es.errors.withCode(message, payload.exceptionCode);
  }
  if (message) return message;
  const detail = readText(payload.detail);
  if (detail) return detail;
  if (payload.errors !== undefined && payload.errors !== null) return JSON.stringify(payload.errors);
  return es.common.errorGenerico;
}

/** The spec's generic error display: an alert with the formatted message. */
export function showGenericError(failure: unknown): void {
  window.alert(formatGenericError(failure));
}
