import type { PaymentProviderName } from '@vidriera/domain/pagos';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { MercadoPagoProvider } from './mercadopago-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { loadSimulatedWebhookSecret, SimulatedProvider } from './simulated-provider.ts';

export interface PaymentProviders {
  /** The provider new checkouts are made with. */
  active: PaymentProvider;
  /** The simulated provider, when it is the active one (its checkout page is served only then). */
  simulated: SimulatedProvider | null;
  byName(name: string): PaymentProvider | undefined;
}

/** PAYMENTS_PROVIDER, or MercadoPago when its credentials are configured, else the simulated provider. */
export function resolveProviderName(config: Config): PaymentProviderName {
  if (config.PAYMENTS_PROVIDER) return config.PAYMENTS_PROVIDER;
  return config.MP_ACCESS_TOKEN && config.MP_PUBLIC_KEY ? 'mercadopago' : 'simulado';
}

export async function createPaymentProviders(config: Config, db: Db, now: () => Date): Promise<PaymentProviders> {
  const name = resolveProviderName(config);
  if (name === 'mercadopago') {
    const { MP_ACCESS_TOKEN, MP_PUBLIC_KEY, MP_WEBHOOK_SECRET } = config;
    // Without the webhook secret no notification could be trusted: refuse to start rather than take payments
    // that never confirm an order.
    if (!MP_ACCESS_TOKEN || !MP_PUBLIC_KEY || !MP_WEBHOOK_SECRET) {
      throw new Error('PAYMENTS_PROVIDER=mercadopago needs MP_ACCESS_TOKEN, MP_PUBLIC_KEY and MP_WEBHOOK_SECRET');
    }
    const active = new MercadoPagoProvider({
      accessToken: MP_ACCESS_TOKEN,
      publicKey: MP_PUBLIC_KEY,
      webhookSecret: MP_WEBHOOK_SECRET,
    });
    return { active, simulated: null, byName: (n) => (n === active.name ? active : undefined) };
  }
  const simulated = new SimulatedProvider({ db, now, webhookSecret: await loadSimulatedWebhookSecret(db) });
  return { active: simulated, simulated, byName: (n) => (n === simulated.name ? simulated : undefined) };
}
