import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import { maskSecret, type Messenger, MessengerError, type OutgoingMessage } from './messenger.ts';

export interface WhatsAppCloudSettings {
  token: string;
  phoneNumberId: string;
  /** '549' or '54': the form of Argentine mobiles this WhatsApp account reaches. */
  numberFormat: '549' | '54';
  template?: string;
  templateLanguage: string;
  apiVersion: string;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** The number as WhatsApp wants it: country (and mobile) prefix plus the local number, without its trunk 0. */
export function toWhatsAppNumber(telefono: string, numberFormat: '549' | '54'): string {
  return numberFormat + telefono.replace(/\D/g, '').replace(/^0+/, '');
}

/** The Cloud API body: an approved template with the code as parameter, or plain text. */
export function buildWhatsAppPayload(settings: WhatsAppCloudSettings, message: OutgoingMessage) {
  const to = toWhatsAppNumber(message.telefono, settings.numberFormat);
  if (!settings.template) {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { body: message.text },
    };
  }
  const parameter = [{ type: 'text', text: message.secret ?? message.text }];
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: settings.template,
      language: { code: settings.templateLanguage },
      // Authentication templates carry the code in the body and in their copy-code button.
      components: message.secret
        ? [
            { type: 'body', parameters: parameter },
            { type: 'button', sub_type: 'url', index: '0', parameters: parameter },
          ]
        : [{ type: 'body', parameters: parameter }],
    },
  };
}

/** What the provider said when it refused: its error object's message and code, or the HTTP status. */
async function readProviderError(response: Response): Promise<{ detail: string; providerError: unknown }> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { message?: string; code?: number; error_data?: unknown } };
    const detail = body.error?.message ? `${body.error.message} (code ${body.error.code ?? '?'})` : text;
    return { detail: detail || `HTTP ${response.status}`, providerError: body.error ?? body };
  } catch {
    return { detail: text || `HTTP ${response.status}`, providerError: text };
  }
}

/**
 * Sends through the WhatsApp Cloud API. Every attempt is recorded in the outbox (with the secret masked) as
 * sent or failed; a refusal is logged with the provider's error, which is where a wrong number format
 * (WHATSAPP_NUMBER_FORMAT) shows up.
 */
export function createWhatsAppCloudMessenger(
  settings: WhatsAppCloudSettings,
  deps: { db: Db; now: () => Date; log: FastifyBaseLogger; fetch?: typeof fetch },
): Messenger {
  const doFetch = deps.fetch ?? fetch;
  const url = `https://graph.facebook.com/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;

  async function record(message: OutgoingMessage, status: 'sent' | 'failed', error: string | null) {
    await deps.db.insert(outboxMessages).values({
      channel: 'whatsapp',
      telefono: message.telefono,
      body: maskSecret(message),
      status,
      error,
      ref: message.ref ?? null,
      createdAt: deps.now(),
    });
  }

  return {
    kind: 'whatsapp-cloud',
    async send(message) {
      const payload = buildWhatsAppPayload(settings, message);
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        deps.log.error({ err, to: payload.to }, 'WhatsApp Cloud API unreachable');
        await record(message, 'failed', err instanceof Error ? err.message : String(err));
        throw new MessengerError('WhatsApp Cloud API unreachable');
      }
      if (!response.ok) {
        const { detail, providerError } = await readProviderError(response);
        deps.log.error(
          { status: response.status, providerError, to: payload.to, numberFormat: settings.numberFormat },
          'WhatsApp Cloud API refused the message',
        );
        await record(message, 'failed', detail);
        throw new MessengerError(detail);
      }
      await record(message, 'sent', null);
      deps.log.info({ to: payload.to }, 'WhatsApp message sent');
    },
  };
}
