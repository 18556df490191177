/** A message to a customer's phone (today: WhatsApp verification codes). */
export interface OutgoingMessage {
  /** The normalised local phone (see packages/domain/src/common/phone.ts), e.g. 2494000000. */
  telefono: string;
  text: string;
  /**
   * A secret the text carries (a verification code): a template sends it as its parameter, and a record kept
   * after real delivery masks it.
   */
  secret?: string;
  /** Recorded with the outbox row, so its sender can find out later whether it went ('notificacion:{id}'). */
  ref?: string;
}

/** Sends messages; the app's one way to reach a phone, whatever the provider. */
export interface Messenger {
  /** Which implementation runs (for logs and the health of the setup). */
  readonly kind: 'outbox' | 'whatsapp-cloud';
  /** Resolves once the provider accepted the message; rejects with MessengerError when it did not. */
  send(message: OutgoingMessage): Promise<void>;
}

export class MessengerError extends Error {}

/** The text as it may be stored once really sent: the secret replaced by dots. */
export function maskSecret(message: OutgoingMessage): string {
  if (!message.secret) return message.text;
  return message.text.replaceAll(message.secret, '•'.repeat(message.secret.length));
}
