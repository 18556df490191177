import { defineRoute } from './operation.ts';

/** Is the API up and its database reachable? (monitoring; the web app does not call it). */
export const healthRoute = defineRoute('GET', '/health');
