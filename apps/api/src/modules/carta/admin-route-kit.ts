import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@vidriera/domain/schemas/common';
import type { UserRow } from '../../plugins/auth.ts';
import { requireManagedParam } from '../cuentas/param-guard.ts';
import { type EditorContext, openEditor } from './admin-context.ts';

/** What every menu-editor route shares: its OpenAPI tag, its error answers and its path parameters. */
export const editorErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
export const EDITOR_TAGS = ['carta (back office)'];
export const comercioParams = z.object({ configRestoId: idParamSchema });
export const platoParams = z.object({ configRestoId: idParamSchema, platoId: idParamSchema });

/**
 * The menu editor's route options and per-request helpers: owner only (or a platform admin), the editor's
 * context for the request, and writes that clear the cached public menus once they committed.
 */
export function createEditorRouteKit(app: FastifyInstance) {
  const { db, now } = app.deps;
  // onRequest: an anonymous caller is told to log in before its body is looked at.
  const guarded = {
    onRequest: app.requireUser,
    preValidation: requireManagedParam(db, 'owner'),
    config: { backOffice: true },
  };
  const editor = (request: {
    currentUser: UserRow | null;
    params: { configRestoId: number };
  }): Promise<EditorContext> => openEditor(db, request.currentUser!, request.params.configRestoId, now());
  /** Runs a write and clears the cached public menus of every process. */
  const write = async <T>(change: () => Promise<T>): Promise<T> => {
    const result = await change();
    await app.announceCatalogChange();
    return result;
  };
  return { guarded, editor, write };
}
