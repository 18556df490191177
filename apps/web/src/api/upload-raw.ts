import { type subirImagenOperation, subirImagenRoute } from '@vidriera/domain/imagenes';
import { withQuery, type ErrorBody, SERVER_TIME_HEADER } from '@vidriera/domain/common';
import type { z } from 'zod';
import { ApiError, noteApiAnswer } from './client.ts';
import { getToken } from './session.ts';
import { es } from '../i18n/es.ts';

/** Where a back-office picture is uploaded (POST merchant/imagenes/{configRestoId}?tipo=), for uploadRaw. */
export function imagenPath(configRestoId: number, tipo: z.input<typeof subirImagenOperation.query>['tipo']): string {
  return withQuery(subirImagenRoute.toPath({ configRestoId }).slice(1), { tipo });
}

/**
 * Sends a file as the raw body of a call under /api (the back office's uploads: no multipart), with the session's
 * token, reporting progress (0 to 100) while it goes. Big videos take a while on a phone's connection: XHR is
 * what reports upload progress. Its answer is noted as apiFetch notes every answer (noteApiAnswer).
 */
export function uploadRaw<T>(
  path: string,
  method: 'POST' | 'PUT',
  file: Blob,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api/${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    let sentAt = 0;
    xhr.onerror = () => reject(new ApiError(0, { message: es.common.sinConexion }));
    xhr.onload = () => {
      const timing = { sentAt, receivedAt: Date.now() };
      noteApiAnswer(xhr.status, xhr.getResponseHeader(SERVER_TIME_HEADER), timing, token);
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new ApiError(xhr.status, (data ?? {}) as Partial<ErrorBody> & Record<string, unknown>));
    };
    sentAt = Date.now();
    xhr.send(file);
  });
}
