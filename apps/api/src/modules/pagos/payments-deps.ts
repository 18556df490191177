import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ComercioProviderResolver } from './comercio-credentials.ts';
import type { PaymentTargetRegistry } from './payment-targets.ts';
import type { PaymentProviders } from './providers.ts';

/** What the payment services, the refunds and the payments job work with (built once by plugin.ts). */
export interface PaymentsDeps {
  db: Db;
  now: () => Date;
  providers: PaymentProviders;
  targets: PaymentTargetRegistry;
  /** PUBLIC_URL: where the provider must post notifications, when the API sits behind another address. */
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
  /** Businesses with their own MercadoPago account (comercio-credentials.ts); absent: all pay the platform. */
  comercioProviders?: ComercioProviderResolver;
}
