import { healthLiveSchema, healthSchema } from './schemas.ts';
import { defineOperation } from '../common/operation.ts';
import { healthLiveRoute, healthReadyRoute, healthRoute } from './routes.ts';

/** 200 when the database answers with every migration applied (503 with healthErrorSchema otherwise). */
export const healthOperation = defineOperation(healthRoute, { response: healthSchema });

/** 200 while the process is up, whatever the database does. */
export const healthLiveOperation = defineOperation(healthLiveRoute, { response: healthLiveSchema });

/** The same answer as healthOperation's: 200 when this process can serve, 503 with healthErrorSchema otherwise. */
export const healthReadyOperation = defineOperation(healthReadyRoute, { response: healthSchema });
