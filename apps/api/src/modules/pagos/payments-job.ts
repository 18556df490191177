import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from '../../plugins/periodic-job.ts';
import { processRefunds, requestRefundForCancelled } from './reintegros.ts';
import type { PaymentsDeps } from './payments-deps.ts';

export interface PaymentsJobReport {
  /** Orders and sales cancelled because their hold ended unpaid, by kind. */
  vencidos: Record<string, number[]>;
  /** Refunds asked for things paid and cancelled since the last run. */
  reintegrosSolicitados: number;
  reintegrosHechos: number;
  reintegrosFallidos: number;
}

/** How many cancelled paid things one run looks at per kind (the rest wait for the next run). */
const REFUNDS_DUE_PER_RUN = 100;

/**
 * The background side of payments (decision 022), in this order: end the unpaid holds that expired (a payment
 * arriving later is refunded or completes the sale), ask for the refund of every paid thing cancelled since,
 * then send the refunds due to their providers. Every process runs it; row locks and leases share the work.
 */
export function createPaymentsJob(deps: PaymentsDeps, log: FastifyBaseLogger): PeriodicJob<PaymentsJobReport> {
  return createPeriodicJob('payments job', log, async () => {
    const report: PaymentsJobReport = {
      vencidos: {},
      reintegrosSolicitados: 0,
      reintegrosHechos: 0,
      reintegrosFallidos: 0,
    };
    for (const [kind, target] of deps.targets.entries()) {
      const expired = await target.expireUnpaid(deps.db, deps.now());
      if (expired.length > 0) report.vencidos[kind] = expired;
      for (const due of await target.listRefundsDue(deps.db, REFUNDS_DUE_PER_RUN)) {
        if (await requestRefundForCancelled(deps, kind, due)) report.reintegrosSolicitados++;
      }
    }
    const sent = await processRefunds(deps);
    report.reintegrosHechos = sent.hechos;
    report.reintegrosFallidos = sent.fallidos;
    const worked =
      Object.keys(report.vencidos).length > 0 || report.reintegrosSolicitados + sent.hechos + sent.fallidos;
    if (worked) log.info(report, 'payments job run');
    return report;
  });
}
