import { describe, expect, it } from 'vitest';
import { maskSecret } from '../src/integrations/whatsapp/messenger.ts';
import {
  buildWhatsAppPayload,
  toWhatsAppNumber,
  type WhatsAppCloudSettings,
} from '../src/integrations/whatsapp/whatsapp-cloud-messenger.ts';

const settings: WhatsAppCloudSettings = {
  token: 't',
  phoneNumberId: '1',
  numberFormat: '549',
  templateLanguage: 'es_AR',
  apiVersion: 'v23.0',
};
const message = { telefono: '2494000000', text: 'Tu código de verificación es 012345', secret: '012345' };

describe('WhatsApp Cloud API messages', () => {
  it('writes Argentine mobiles in the configured form (549 or 54)', () => {
    expect(toWhatsAppNumber('2494000000', '549')).toBe('5492494000000');
    expect(toWhatsAppNumber('2494000000', '54')).toBe('542494000000');
    expect(toWhatsAppNumber('02494000000', '549')).toBe('5492494000000');
  });

  it('sends plain text without a template', () => {
    expect(buildWhatsAppPayload(settings, message)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5492494000000',
      type: 'text',
      text: { body: 'Tu código de verificación es 012345' },
    });
  });

  it('sends the code as the template parameter, in the body and the copy-code button', () => {
    const payload = buildWhatsAppPayload({ ...settings, template: 'codigo_verificacion' }, message);
    expect(payload).toMatchObject({
      type: 'template',
      template: {
        name: 'codigo_verificacion',
        language: { code: 'es_AR' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '012345' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '012345' }] },
        ],
      },
    });
  });

  it('masks the secret in what is kept', () => {
    expect(maskSecret(message)).toBe('Tu código de verificación es ••••••');
    expect(maskSecret({ telefono: '1', text: 'hola' })).toBe('hola');
  });
});
