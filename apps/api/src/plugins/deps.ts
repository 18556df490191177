import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';

/** What every module needs from outside: configuration, the database and the clock (injected for tests). */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export default fp(
  async (app: FastifyInstance, deps: AppDeps) => {
    app.decorate('deps', deps);
  },
  { name: 'deps' },
);
