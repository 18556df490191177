import { createHmac } from 'node:crypto';
import { WebhookSignatureValidator } from 'mercadopago';
import { headerValue, readSignedDataId, type WebhookNotification } from './payment-provider.ts';

/**
 * MercadoPago's notification signature: header `x-signature: ts={ts},v1={hex}` where v1 is HMAC-SHA256, with
 * the webhook secret, of 'id:{data.id};request-id:{x-request-id};ts:{ts};'. The simulated provider signs its
 * notifications the same way (with its own secret), so both go through the same webhook and the same check.
 */
export function signWebhook(dataId: string, requestId: string, ts: string, secret: string): string {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

/**
 * Whether the notification's x-signature is valid for the secret (checked by the official SDK's validator). An
 * alphanumeric data.id is signed lower-cased (MercadoPago's documentation); the SDK's validator since v3 takes the
 * id as given, so it is lower-cased here.
 */
export function isWebhookSignatureValid(notification: WebhookNotification, secret: string): boolean {
  try {
    WebhookSignatureValidator.validate({
      xSignature: headerValue(notification.headers['x-signature']),
      xRequestId: headerValue(notification.headers['x-request-id']),
      dataId: readSignedDataId(notification)?.toLowerCase(),
      secret,
    });
    return true;
  } catch {
    return false;
  }
}
