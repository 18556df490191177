import { operations as ajustes } from '@vidriera/domain/ajustes';
import { operations as backOffice } from '@vidriera/domain/back-office';
import { operations as calificaciones } from '@vidriera/domain/calificaciones';
import { operations as carta } from '@vidriera/domain/carta';
import { operations as comercios } from '@vidriera/domain/comercios';
import { operations as concursos } from '@vidriera/domain/concursos';
import { operations as cuentas } from '@vidriera/domain/cuentas';
import { operations as cursos } from '@vidriera/domain/cursos';
import { operations as eventos } from '@vidriera/domain/eventos';
import { operations as notificaciones } from '@vidriera/domain/notificaciones';
import type { Operation, Route } from '@vidriera/domain/common';
import { operations as pagos } from '@vidriera/domain/pagos';
import { operations as pedidos } from '@vidriera/domain/pedidos';
import { operations as plataforma } from '@vidriera/domain/plataforma';
import { operations as reservas } from '@vidriera/domain/reservas';
import { operations as sites } from '@vidriera/domain/sites';
import { operations as tablero } from '@vidriera/domain/tablero';
import { operations as zonas } from '@vidriera/domain/zonas';

/**
 * Every operation the web app calls, by route. Only development and tests import this module (client.ts loads it
 * behind a build-time constant), so production bundles neither zod nor the schemas for the calls.
 */
const operations = new Map<string, Operation>(
  [
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
    plataforma,
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
  if (!operation)
    throw new Error(`${route.method} ${route.path}: no contract in packages/domain/src/<context>/operations.ts`);
  return operation;
}
