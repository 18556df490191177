import { toMailtoHref, toMessengerUrl, toTelHref } from '@vidriera/domain/comercios';
import type { Contacto } from '@vidriera/domain/common';
import { es } from '../../i18n/es.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { toWhatsAppUrl } from '../../ui/social-links.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { cx } from '../../ui/cx.ts';
import ayudaCss from './ayuda.module.css';

interface Channel {
  key: 'messenger' | 'whatsapp' | 'telefono' | 'email';
  icon: IconName;
  label: string;
  /** The number or address, under the label. */
  detail?: string;
  href: string;
  external: boolean;
}

/** The ways to reach someone, best first: chat by Messenger or WhatsApp, then a call, then an e-mail. */
export function listChannels(contacto: Contacto): Channel[] {
  const messenger = toMessengerUrl(contacto.facebook);
  const whatsapp = toWhatsAppUrl(contacto.whatsapp);
  const tel = toTelHref(contacto.telefono);
  const mail = toMailtoHref(contacto.email);
  const channels: Array<Channel | null> = [
    messenger
      ? { key: 'messenger', icon: 'messenger', label: es.ayuda.messenger, href: messenger, external: true }
      : null,
    whatsapp ? { key: 'whatsapp', icon: 'whatsapp', label: es.ayuda.whatsapp, href: whatsapp, external: true } : null,
    tel
      ? {
          key: 'telefono',
          icon: 'phone',
          label: es.ayuda.llamar,
          detail: contacto.telefono ?? '',
          href: tel,
          external: false,
        }
      : null,
    mail
      ? { key: 'email', icon: 'mail', label: es.ayuda.email, detail: contacto.email ?? '', href: mail, external: false }
      : null,
  ];
  return channels.filter((c): c is Channel => c !== null);
}

/** A channel's own colours (ayuda.module.css's .ayuda-channel--messenger, --whatsapp); the others have none. */
const channelClass: Partial<Record<Channel['key'], string>> = {
  messenger: ayudaCss.ayudaChannelMessenger,
  whatsapp: ayudaCss.ayudaChannelWhatsapp,
};

export function ContactChannels({ contacto }: { contacto: Contacto }) {
  const channels = listChannels(contacto);
  if (channels.length === 0) return <p className={ayudaCss.ayudaMuted}>{es.ayuda.sinCanales}</p>;
  return (
    <ul className={ayudaCss.ayudaChannels}>
      {channels.map((c) => (
        <li key={c.key}>
          <a
            className={cx(ayudaCss.ayudaChannel, channelClass[c.key])}
            href={c.href}
            {...(c.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <span className={ayudaCss.ayudaChannelIcon}>
              <Icon name={c.icon} />
            </span>
            <span className={ayudaCss.ayudaChannelText}>
              <span className={ayudaCss.ayudaChannelLabel}>{c.label}</span>
              {c.detail && <span className={ayudaCss.ayudaChannelDetail}>{c.detail}</span>}
            </span>
            {c.external && <VisuallyHidden>{es.home.nuevaPestana}</VisuallyHidden>}
            <Icon name="chevronRight" size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
