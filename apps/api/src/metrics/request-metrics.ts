import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';

/** The route label of an answer no route gave (a 404 of the router, a refused request). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Upper bounds of the duration buckets, in seconds: cached reads take a millisecond, an upload many seconds. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const STATUS_CLASSES = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

type Labels = { method: string; route: string; status_class: string };

/** The tallies of one kind of answer (method, route pattern, status class), kept as plain numbers. */
interface Slot {
  readonly labels: Labels;
  answers: number;
  fastPathAnswers: number;
  /** What the counters were last given (they are brought up to the tallies when scraped). */
  reportedAnswers: number;
  reportedFastPathAnswers: number;
  /** The duration histogram's child for these labels, made on the first answer Fastify timed. */
  duration?: Histogram.Internal<keyof Labels>;
}

/**
 * Requests by route, counted on the request's own path as cheaply as a number's increment: each route (its
 * Fastify config object, or the fast path's remembered answer) keeps its slots, by method and status class, so an
 * answer finds its slot by two map lookups and builds no label and no hash. The counters are brought up to the
 * tallies when the metrics are read (prom-client's `collect`); durations go to prom-client's histogram child of
 * the slot. Labels are the route's pattern (`/api/carta/:carpeta/:menu`), never the URL, so their number stays that
 * of the routes.
 *
 * - `http_requests_total`: every answer, the fast path's included.
 * - `http_request_duration_seconds`: the answers Fastify gave (an event stream counts its whole life when it ends).
 * - `vidriera_fast_path_answers_total`: the answers the fast path gave before Fastify (decision 024).
 */
export class RequestMetrics {
  private readonly slots = new Map<string, Slot>();
  private readonly byOwner = new WeakMap<object, Map<string, Slot[]>>();
  private readonly durations: Histogram<keyof Labels>;
  /** The app's own registry (several apps may share a process: the tests build many). */
  readonly registry = new Registry();

  constructor() {
    const { slots, registry } = this;
    const labelNames = ['method', 'route', 'status_class'] as const;
    new Counter({
      name: 'http_requests_total',
      help: 'Answers given, by method, route pattern and status class (the fast path included)',
      labelNames,
      registers: [registry],
      collect() {
        for (const slot of slots.values()) {
          if (slot.answers === slot.reportedAnswers) continue;
          this.inc(slot.labels, slot.answers - slot.reportedAnswers);
          slot.reportedAnswers = slot.answers;
        }
      },
    });
    new Counter({
      name: 'vidriera_fast_path_answers_total',
      help: 'Answers the fast path gave from the response cache before Fastify (docs/decisions/024)',
      labelNames,
      registers: [registry],
      collect() {
        for (const slot of slots.values()) {
          if (slot.fastPathAnswers === slot.reportedFastPathAnswers) continue;
          this.inc(slot.labels, slot.fastPathAnswers - slot.reportedFastPathAnswers);
          slot.reportedFastPathAnswers = slot.fastPathAnswers;
        }
      },
    });
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to its finished answer, for the answers Fastify gave',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
  }

  /** An answer Fastify finished, `ms` after the request came (plugins/metrics.ts, an onResponse hook). */
  observeRouted(request: FastifyRequest, reply: FastifyReply, ms: number): void {
    const options = request.routeOptions;
    const slot = this.slotOf(options.config ?? this, request.method, options.url, reply.statusCode);
    slot.answers++;
    slot.duration ??= this.durations.labels(slot.labels);
    slot.duration.observe(ms / 1000);
  }

  /** An answer the fast path gave: `owner` is its remembered answer, `route` the pattern of the route that made it. */
  countFastPath(owner: object, method: string | undefined, route: string | undefined, status: number): void {
    const slot = this.slotOf(owner, method ?? 'GET', route, status);
    slot.answers++;
    slot.fastPathAnswers++;
  }

  private slotOf(owner: object, method: string, route: string | undefined, status: number): Slot {
    let byMethod = this.byOwner.get(owner);
    if (!byMethod) {
      byMethod = new Map();
      this.byOwner.set(owner, byMethod);
    }
    let byClass = byMethod.get(method);
    if (!byClass) {
      byClass = [];
      byMethod.set(method, byClass);
    }
    const statusClass = Math.min(5, Math.max(1, Math.floor(status / 100)));
    let slot = byClass[statusClass];
    if (!slot) {
      slot = this.sharedSlot(method, route ?? UNMATCHED_ROUTE, STATUS_CLASSES[statusClass] ?? '5xx');
      byClass[statusClass] = slot;
    }
    return slot;
  }

  /** The one slot of a label set, whichever owner finds it (the route, and each of its remembered answers). */
  private sharedSlot(method: string, route: string, statusClass: string): Slot {
    const key = `${method} ${route} ${statusClass}`;
    let slot = this.slots.get(key);
    if (!slot) {
      slot = {
        labels: { method, route, status_class: statusClass },
        answers: 0,
        fastPathAnswers: 0,
        reportedAnswers: 0,
        reportedFastPathAnswers: 0,
      };
      this.slots.set(key, slot);
    }
    return slot;
  }
}
