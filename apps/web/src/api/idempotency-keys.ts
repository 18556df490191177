import { type Operation, type Route, IDEMPOTENCY_KEY_REUSE_MINUTES } from '@vidriera/domain/common';
import type { z } from 'zod';
import { ApiError, callOperation, type WriteCallOptions } from './client.ts';
import { serverNow } from './server-clock.ts';
import { readSession } from './session.ts';

// Customer writes (an order, a booking, a purchase, a draw entry, a rating, a payment's start) carry an
// Idempotency-Key (docs/decisions/044-idempotency-keys.md). A confirmation gets its key when it is first sent; until
// an answer arrives, every try of the same confirmation (the same write by the same customer with the same body: a
// tap on 'Confirmar Pedido' again after the signal was lost, after a reload too) sends that key, so the server
// answers it with the first try's answer instead of writing it twice. An answer (a success or a refusal) ends the
// key: the next confirmation, even of an identical order, is a new one. So does a change of what is sent (an edited
// order is another write), and 30 minutes (the drafts' lifetime; the server keeps keys for 24 hours).

/** Where the unanswered writes' keys are kept, so a reload keeps them too. */
const PENDING_KEYS_STORAGE_KEY = 'clavesPendientes';

interface PendingKey {
  key: string;
  /** What the write sends (its path parameters and body, as JSON): another one is another confirmation. */
  body: string;
  /** When the key was made, by the server's clock (ms). */
  at: number;
}

type PendingKeys = Record<string, PendingKey>;

/** The keys as last written; read instead of storage once storage failed (private mode, full): they last the visit. */
let inMemory: PendingKeys = {};
let storageFailed = false;

function readPending(): PendingKeys {
  if (storageFailed) return { ...inMemory };
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PENDING_KEYS_STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as PendingKeys) : {};
  } catch {
    storageFailed = true;
    return { ...inMemory };
  }
}

function writePending(pending: PendingKeys): void {
  inMemory = pending;
  try {
    if (Object.keys(pending).length === 0) localStorage.removeItem(PENDING_KEYS_STORAGE_KEY);
    else localStorage.setItem(PENDING_KEYS_STORAGE_KEY, JSON.stringify(pending));
  } catch {
    storageFailed = true;
  }
}

/** 128 random bits in 22 base64url characters (getRandomValues works outside secure contexts, randomUUID not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * The key of this try of `write` with `body`: the unanswered one of the same confirmation, if it is younger than
 * 30 minutes, else a new one, kept until `settleIdempotencyKey`. Keys of other writes that are too old are dropped.
 */
export function takeIdempotencyKey(write: string, body: string, now: Date = serverNow()): string {
  const pending = readPending();
  for (const [name, entry] of Object.entries(pending)) {
    const age = now.getTime() - Number(entry?.at);
    if (!(age >= 0 && age < IDEMPOTENCY_KEY_REUSE_MINUTES * 60_000)) delete pending[name];
  }
  const current = pending[write];
  if (current && current.body === body && typeof current.key === 'string') {
    writePending(pending);
    return current.key;
  }
  const key = newIdempotencyKey();
  pending[write] = { key, body, at: now.getTime() };
  writePending(pending);
  return key;
}

/** The write got its answer: its key is done with (a later try of the same body is a new confirmation). */
export function settleIdempotencyKey(write: string, key: string): void {
  const pending = readPending();
  if (pending[write]?.key !== key) return;
  delete pending[write];
  writePending(pending);
}

/**
 * Whether a failure is the server's answer to the write (it refused it, and wrote nothing) rather than a try whose
 * outcome is unknown: no connection, the answer lost on the way, a server error, the database away (503).
 */
function isAnswered(error: unknown): boolean {
  return error instanceof ApiError && error.status > 0 && error.status < 500;
}

/**
 * callOperation for a customer write: the call carries its confirmation's key, kept across tries until an answer
 * arrives. The customer's id is part of the write's name: another customer on the phone never reuses a key.
 */
export async function callCustomerWrite<Op extends Operation>(
  route: Route<Op['method'], Op['path']>,
  options: WriteCallOptions<Op>,
): Promise<z.output<Op['response']>> {
  const write = `${readSession('id') ?? ''} ${route.method} ${route.path}`;
  // What it asks: the path's parameters (which order is rated) and the body.
  const key = takeIdempotencyKey(write, JSON.stringify([options.params ?? null, options.body ?? null]));
  try {
    const answer = await callOperation<Op>(route, { ...options, idempotencyKey: key });
    settleIdempotencyKey(write, key);
    return answer;
  } catch (error) {
    if (isAnswered(error)) settleIdempotencyKey(write, key);
    throw error;
  }
}
