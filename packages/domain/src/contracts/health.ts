import { healthSchema } from '../schemas/health.ts';
import { defineOperation } from './operation.ts';
import { healthRoute } from './health-routes.ts';

/** 200 when the database answers (503 with healthErrorSchema otherwise). */
export const healthOperation = defineOperation(healthRoute, { response: healthSchema });
