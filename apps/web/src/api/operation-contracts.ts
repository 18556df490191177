import * as admin from '@vidriera/domain/contracts/admin';
import * as ajustes from '@vidriera/domain/contracts/ajustes';
import * as backOffice from '@vidriera/domain/contracts/back-office';
import * as calificaciones from '@vidriera/domain/contracts/calificaciones';
import * as carta from '@vidriera/domain/contracts/carta';
import * as comercios from '@vidriera/domain/contracts/comercios';
import * as concursos from '@vidriera/domain/contracts/concursos';
import * as cuentas from '@vidriera/domain/contracts/cuentas';
import * as cursos from '@vidriera/domain/contracts/cursos';
import * as eventos from '@vidriera/domain/contracts/eventos';
import * as notificaciones from '@vidriera/domain/contracts/notificaciones';
import type { Operation, Route } from '@vidriera/domain/contracts/operation';
import * as pagos from '@vidriera/domain/contracts/pagos';
import * as pedidos from '@vidriera/domain/contracts/pedidos';
import * as reservas from '@vidriera/domain/contracts/reservas';
import * as sites from '@vidriera/domain/contracts/sites';
import * as tablero from '@vidriera/domain/contracts/tablero';
import * as zonas from '@vidriera/domain/contracts/zonas';

/**
 * Every operation the web app calls, by route. Only development and tests import this module (client.ts loads it
 * behind a build-time constant), so production bundles neither zod nor the schemas for the calls.
 */
const operations = new Map<string, Operation>(
  [
    admin,
    ajustes,
    backOffice,
    calificaciones,
    carta,
    comercios,
    concursos,
    cuentas,
    cursos,
    eventos,
    notificaciones,
    pagos,
    pedidos,
    reservas,
    sites,
    tablero,
    zonas,
  ].flatMap((module) =>
    Object.values(module).map((operation): [string, Operation] => [`${operation.method} ${operation.path}`, operation]),
  ),
);

export function findOperation(route: Route): Operation {
  const operation = operations.get(`${route.method} ${route.path}`);
  if (!operation) throw new Error(`${route.method} ${route.path}: no contract in packages/domain/src/contracts`);
  return operation;
}
