import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  drawWinners,
  hashSeed,
  verifyResultado,
  TEXTO_SIN_SUERTE,
  type Concurso,
  type ResultadoSorteo,
} from '@vidriera/domain/concursos';
import { concursoParticipaciones, concursoPremios, concursos, outboxMessages } from '../src/db/schema.ts';
import { createDrawJob } from '../src/modules/concursos/draw-job.ts';
import { runDueDraws } from '../src/modules/concursos/scheduled-draw.ts';
import { notifyPendingWinners } from '../src/modules/concursos/winner-notifications.ts';
import { createCustomers, createTestConcurso, findComercioId, type TestCustomer } from './helpers/draws.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let laFarola: number;

beforeAll(async () => {
  t = await createTestApp({ env: { DRAW_JOB_INTERVAL_SECONDS: '0' } });
  laFarola = await findComercioId(t.db, 'la-farola');
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const TANDIL = 'tandil.localhost';
const deps = () => ({ db: t.db, now: t.clock.now, messenger: t.app.messenger, log: t.app.log });

const participar = (c: { id: number }, who: TestCustomer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/concursos/participar',
    headers: { host: TANDIL, ...who.headers },
    payload: { configRestoId: laFarola, concursoId: c.id },
  });

async function listFor(who?: TestCustomer): Promise<Concurso[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/concursos/getConcursos/${laFarola}`,
    headers: { host: TANDIL, ...who?.headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function getResultado(concursoId: number): Promise<ResultadoSorteo> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/concursos/resultado/${concursoId}`,
    headers: { host: TANDIL },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function messagesTo(people: TestCustomer[]) {
  const phones = new Set(people.map((p) => p.telefono));
  return (await t.db.select().from(outboxMessages)).filter((m) => phones.has(m.telefono));
}

describe('scheduled draws', () => {
  it('runs once when two job runs race, notifies each winner once, and its winners can be recomputed', async () => {
    const people = await createCustomers(t.app, t.db, '2494891', 10);
    const c = await createTestConcurso(t.db, laFarola, t.clock.now(), {
      instantaneo: false,
      premios: [
        { descripcion: 'Parrillada para 4', cantidad: 1 },
        { descripcion: 'Vale de $20.000', cantidad: 2 },
      ],
    });
    for (const p of people) expect((await participar(c, p)).statusCode).toBe(200);

    // While open: the commitment is public, the seed is not, nobody has won.
    const before = await getResultado(c.id);
    expect(before).toMatchObject({ sorteado: false, seed: null, ganadores: [], fechaHoraSorteo: null });
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.participantes).toHaveLength(10);
    expect(before.participantes).toEqual([...before.participantes].sort((a, b) => a - b));
    const listedBefore = (await listFor()).find((x) => x.id === c.id)!;
    expect(listedBefore.seedHash).toBe(before.seedHash);

    // Participation closed, draw not yet due: nothing runs.
    t.clock.advance(1.5 * HOUR);
    expect(await runDueDraws(t.db, t.clock.now(), t.app.log)).toEqual([]);

    t.clock.advance(HOUR);
    const runs = await Promise.all([
      runDueDraws(t.db, t.clock.now(), t.app.log),
      runDueDraws(t.db, t.clock.now(), t.app.log),
    ]);
    expect(runs.flat().filter((id) => id === c.id)).toHaveLength(1);
    expect(await runDueDraws(t.db, t.clock.now(), t.app.log)).toEqual([]);

    const winners = await t.db
      .select()
      .from(concursoParticipaciones)
      .where(eq(concursoParticipaciones.concursoId, c.id));
    expect(winners.filter((w) => w.premioId !== null)).toHaveLength(3);
    const premios = await t.db.select().from(concursoPremios).where(eq(concursoPremios.concursoId, c.id));
    expect(premios.map((p) => p.restantes)).toEqual([0, 0]);

    const after = await getResultado(c.id);
    expect(after.sorteado).toBe(true);
    expect(after.seedHash).toBe(before.seedHash);
    expect(hashSeed(after.seed!)).toBe(before.seedHash);
    expect(after.participantes).toEqual(before.participantes);
    expect(verifyResultado(after)).toBe(true);
    expect(after.ganadores.map(({ premio: _p, ...g }) => g)).toEqual(
      drawWinners(after.seed!, after.participantes, after.premios),
    );
    expect(after.ganadores.map((g) => g.premio)).toEqual(['Parrillada para 4', 'Vale de $20.000', 'Vale de $20.000']);

    // Two notifiers racing send each winner's message once.
    const sent = await Promise.all([notifyPendingWinners(deps()), notifyPendingWinners(deps())]);
    expect(sent[0] + sent[1]).toBe(3);
    expect(await notifyPendingWinners(deps())).toBe(0);
    const messages = await messagesTo(people);
    expect(messages).toHaveLength(3);
    expect(new Set(messages.map((m) => m.telefono)).size).toBe(3);

    // Each participant sees the outcome: the prize for winners, no 'ganaste' for the rest.
    for (const p of people) {
      const listed = (await listFor(p)).find((x) => x.id === c.id)!;
      const won = after.ganadores.find((g) => g.participacionId === listed.participacionId);
      expect(listed).toMatchObject({ participando: true, finalizado: true, premioGanado: won?.premio ?? null });
      expect(listed.seed).toBe(after.seed);
      const again = (await participar(c, p)).json();
      if (won) expect(again.textoResultado).toBe(`¡Felicitaciones, ganaste ${won.premio}!`);
      else expect(again.textoResultado).toBe(TEXTO_SIN_SUERTE);
    }
  });

  it('is run by the first listing that finds it due, before the job gets to it', async () => {
    const people = await createCustomers(t.app, t.db, '2494892', 3);
    const c = await createTestConcurso(t.db, laFarola, t.clock.now(), {
      instantaneo: false,
      premios: [{ descripcion: 'Caja de alfajores', cantidad: 5 }],
    });
    for (const p of people) await participar(c, p);
    t.clock.advance(2 * HOUR);
    const listed = (await listFor(people[0])).find((x) => x.id === c.id)!;
    // More units than people: everyone wins one.
    expect(listed).toMatchObject({ finalizado: true, premioGanado: 'Caja de alfajores' });
    expect(listed.fechaHoraSorteo).toBe(t.clock.now().toISOString());
    expect(listed.premios[0]?.restantes).toBe(2);
  });

  it('runs a draw nobody joined with no winners', async () => {
    const c = await createTestConcurso(t.db, laFarola, t.clock.now(), { instantaneo: false });
    t.clock.advance(2 * HOUR);
    expect(await runDueDraws(t.db, t.clock.now(), t.app.log)).toContain(c.id);
    const r = await getResultado(c.id);
    expect(r).toMatchObject({ sorteado: true, participantes: [], ganadores: [] });
    expect(verifyResultado(r)).toBe(true);
  });

  it('leaves unpublished and instant draws to themselves', async () => {
    const draft = await createTestConcurso(t.db, laFarola, t.clock.now(), { instantaneo: false, publicado: false });
    const instant = await createTestConcurso(t.db, laFarola, t.clock.now(), {
      instantaneo: true,
      probabilidadGanar: 0.5,
    });
    t.clock.advance(2 * HOUR);
    const drawn = await runDueDraws(t.db, t.clock.now(), t.app.log);
    expect(drawn).not.toContain(draft.id);
    expect(drawn).not.toContain(instant.id);
    const rows = await t.db.select().from(concursos).where(isNotNull(concursos.sorteadoAt));
    expect(rows.map((r) => r.id)).not.toContain(draft.id);
  });
});

describe('the draw job', () => {
  it('runs due draws on its interval and stops', async () => {
    const people = await createCustomers(t.app, t.db, '2494893', 2);
    const c = await createTestConcurso(t.db, laFarola, t.clock.now(), {
      instantaneo: false,
      premios: [{ descripcion: 'Postre', cantidad: 1 }],
    });
    for (const p of people) await participar(c, p);
    t.clock.advance(2 * HOUR);
    const job = createDrawJob(deps());
    job.start(20);
    try {
      await vi.waitFor(
        async () => {
          const [row] = await t.db.select().from(concursos).where(eq(concursos.id, c.id));
          expect(row?.sorteadoAt).not.toBeNull();
          expect(await messagesTo(people)).toHaveLength(1);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await job.stop();
    }
  });

  it('joins a run already in progress instead of starting another', async () => {
    const job = createDrawJob(deps());
    const [a, b] = [job.runOnce(), job.runOnce()];
    expect(a).toBe(b);
    await a;
    await job.idle();
  });
});
