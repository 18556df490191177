import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobStatus } from '../../plugins/periodic-job.ts';
import type { InfoPago } from '@vidriera/domain/pagos';
import { createComercioProviderResolver } from './comercio-credentials.ts';
import type { PaymentReference } from './external-reference.ts';
import type { PaymentTarget } from './payment-targets.ts';
import { createPaymentsJob, type PaymentsJobReport } from './payments-job.ts';
import { PaymentTargetRegistry } from './payment-targets.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { createPaymentProviders } from './providers.ts';
import { countRefundsDue } from './reintegros.ts';
import {
  findCurrentCheckout,
  isReferencePaid,
  resolveCheckoutProvider,
  type PagoRow,
  type PrepareCheckoutRequest,
  prepareCheckout,
} from './service.ts';

/**
 * Online payments for every module: orders register 'pedido' (pagos/routes.ts), ticket sales register
 * 'venta'; each prepares checkouts here and gets marked paid by the webhook through its registered target.
 */
export interface Payments {
  readonly deps: PaymentsDeps;
  registerTarget(kind: string, target: PaymentTarget): void;
  prepareCheckout(request: PrepareCheckoutRequest): Promise<InfoPago>;
  /** The current checkout of the reference with whoever takes the business's payments (comercioId: its own account). */
  findCurrentCheckout(reference: PaymentReference, comercioId?: number): Promise<PagoRow | null>;
  isReferencePaid(reference: PaymentReference): Promise<boolean>;
  /** Ends expired unpaid holds, asks for and sends refunds (every PAYMENTS_JOB_INTERVAL_SECONDS; tests call it). */
  runJob(): Promise<PaymentsJobReport>;
  /** The job's backlog (refunds due) and last good pass, for GET /metrics. */
  job: JobStatus;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

async function paymentsPlugin(app: FastifyInstance) {
  const { config, db, now } = app.deps;
  const targets = new PaymentTargetRegistry();
  const deps: PaymentsDeps = {
    db,
    now,
    providers: await createPaymentProviders(config, db, now),
    targets,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    comercioProviders: createComercioProviderResolver(db, config),
  };
  const job = createPaymentsJob(deps, app.log.child({ module: 'payments-job' }));
  app.decorate('payments', {
    deps,
    registerTarget: (kind, target) => targets.register(kind, target),
    prepareCheckout: (request) => prepareCheckout(deps, request),
    findCurrentCheckout: async (reference, comercioId) =>
      findCurrentCheckout(deps, reference, (await resolveCheckoutProvider(deps, comercioId)).provider.name),
    isReferencePaid: (reference) => isReferencePaid(db, reference),
    runJob: () => job.runOnce(),
    job: { backlog: () => countRefundsDue(db, now()), lastSuccessAt: job.lastSuccessAt },
  } satisfies Payments);
  const intervalSeconds = config.PAYMENTS_JOB_INTERVAL_SECONDS;
  if (intervalSeconds > 0) app.addHook('onReady', async () => job.start(intervalSeconds * 1000));
  app.addHook('onClose', async () => job.stop());
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['deps'] });
