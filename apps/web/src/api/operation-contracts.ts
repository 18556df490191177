import * as calificaciones from '@vidriera/domain/contracts/calificaciones';
import * as carta from '@vidriera/domain/contracts/carta';
import * as comercios from '@vidriera/domain/contracts/comercios';
import * as eventos from '@vidriera/domain/contracts/eventos';
import type { Operation, Route } from '@vidriera/domain/contracts/operation';
import * as reservas from '@vidriera/domain/contracts/reservas';
import * as sites from '@vidriera/domain/contracts/sites';

/**
 * Every operation the web app calls, by route. Only development and tests import this module (client.ts loads it
 * behind a build-time constant), so production bundles neither zod nor the schemas for the calls.
 */
const operations = new Map<string, Operation>(
  [calificaciones, carta, comercios, eventos, reservas, sites].flatMap((module) =>
    Object.values(module).map((operation): [string, Operation] => [`${operation.method} ${operation.path}`, operation]),
  ),
);

export function findOperation(route: Route): Operation {
  const operation = operations.get(`${route.method} ${route.path}`);
  if (!operation) throw new Error(`${route.method} ${route.path}: no contract in packages/domain/src/contracts`);
  return operation;
}
