import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Messenger } from './messenger.ts';
import { createOutboxMessenger } from './outbox-messenger.ts';
import { createWhatsAppCloudMessenger } from './whatsapp-cloud-messenger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
  }
}

/** WhatsApp Cloud API when its token and phone number id are configured; otherwise the log-and-outbox default. */
async function messengerPlugin(app: FastifyInstance) {
  const { config, db, now } = app.deps;
  const log = app.log.child({ module: 'messenger' });
  let messenger: Messenger;
  if (config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID) {
    messenger = createWhatsAppCloudMessenger(
      {
        token: config.WHATSAPP_TOKEN,
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
        numberFormat: config.WHATSAPP_NUMBER_FORMAT,
        template: config.WHATSAPP_TEMPLATE,
        templateLanguage: config.WHATSAPP_TEMPLATE_LANGUAGE,
        apiVersion: config.WHATSAPP_API_VERSION,
      },
      { db, now, log },
    );
  } else {
    if (config.WHATSAPP_TOKEN || config.WHATSAPP_PHONE_NUMBER_ID) {
      log.warn('WhatsApp needs both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID; messages go to the outbox');
    }
    messenger = createOutboxMessenger({ db, now, log });
  }
  app.decorate('messenger', messenger);
}

export default fp(messengerPlugin, { name: 'messenger', dependencies: ['deps'] });
