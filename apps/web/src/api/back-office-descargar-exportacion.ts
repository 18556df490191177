import { getExportacionRoute, type TipoExportacion } from '@vidriera/domain/exportaciones';
import { withQuery, SERVER_TIME_HEADER } from '@vidriera/domain/common';
import { ApiError, noteApiAnswer } from './client.ts';
import { getToken } from './session.ts';
import { es } from '../i18n/es.ts';

export interface ArchivoExportado {
  blob: Blob;
  filename: string;
}

/** The name in Content-Disposition (attachment; filename="..."), or a fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(header ?? '');
  return match?.[1] ?? fallback;
}

/**
 * GET merchant/exportaciones/{configRestoId}/{tipo}?desde=&hasta=: the CSV file (decision 036). A fetch with the
 * session's token (a plain link could not send it) that answers the file as a Blob to save; a refusal (a range
 * the API does not take, no permission) comes as an ApiError with the API's Spanish message. Its answer is noted
 * as apiFetch notes every answer (noteApiAnswer).
 */
export async function backOfficeDescargarExportacion(
  configRestoId: number,
  tipo: TipoExportacion,
  desde: string,
  hasta: string,
): Promise<ArchivoExportado> {
  const path = withQuery(getExportacionRoute.toPath({ configRestoId, tipo }), { desde, hasta });
  const headers: Record<string, string> = { accept: 'text/csv' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  const sentAt = Date.now();
  try {
    response = await fetch(`/api${path}`, { headers });
  } catch {
    throw new ApiError(0, { message: es.common.sinConexion });
  }
  noteApiAnswer(response.status, response.headers.get(SERVER_TIME_HEADER), { sentAt, receivedAt: Date.now() }, token);
  if (!response.ok) {
    const text = await response.text();
    let body: ApiError['body'] = { message: text };
    try {
      body = JSON.parse(text) as ApiError['body'];
    } catch {
      // Not JSON: the text is the message.
    }
    throw new ApiError(response.status, body);
  }
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition'), `${tipo}-${desde}-al-${hasta}.csv`),
  };
}
