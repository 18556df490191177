import { defineRoute } from '../common/operation.ts';

/** Can the API serve: database reachable, migrations applied? (monitoring; the web app does not call it). */
export const healthRoute = defineRoute('GET', '/health');

/** Is the process up? A liveness probe: it never touches the database (monitoring, load balancers). */
export const healthLiveRoute = defineRoute('GET', '/health/live');

/** Can this process serve: database reachable, migrations applied? A readiness probe (load balancers). */
export const healthReadyRoute = defineRoute('GET', '/health/ready');
