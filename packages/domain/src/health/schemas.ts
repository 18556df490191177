import { z } from 'zod';

/** GET health and health/ready: the API can serve, its database answers (database: the kind, e.g. postgres). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.string() });

/** GET health/live: the process is up (the database is not asked). */
export const healthLiveSchema = z.object({ status: z.literal('ok') });

/** GET health's and health/ready's 503: the database does not answer, or lacks migrations this version needs. */
export const healthErrorSchema = z.object({ status: z.literal('error'), database: z.string(), message: z.string() });
