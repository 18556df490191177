import { z } from 'zod';

/** GET health: the API is up and its database answers (database: the kind, e.g. postgres). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.string() });

/** GET health's 503: the database does not answer. */
export const healthErrorSchema = z.object({ status: z.literal('error'), database: z.string(), message: z.string() });
