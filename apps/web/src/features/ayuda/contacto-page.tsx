import { toSafeHref } from '@vidriera/domain/common';
import { formatPhoneForDisplay, formatProfileHandle, toMailtoHref, toTelHref } from '@vidriera/domain/comercios';
import { Link } from '../../hash-router.tsx';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { usePageMeta } from '../../ui/page-meta.ts';
import { es } from '../../i18n/es.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { SiteFooter } from '../../ui/site-footer.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { toFacebookUrl, toInstagramUrl, toWhatsAppUrl } from '../../ui/social-links.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { useBack } from './use-back.ts';
import ayudaCss from './ayuda.module.css';

interface ContactItem {
  key: string;
  icon: IconName;
  label: string;
  value: string;
  href: string | null;
  external: boolean;
}

/** contacto: the site's contact data, each one a link, and the way to the help page. */
export default function ContactoPage() {
  const { data: site } = useSiteMetadata();
  const goBack = useBack();
  usePageMeta({ title: site ? `${es.contacto.titulo} | ${site.nombre}` : es.contacto.titulo });
  if (!site) return <LoadingScreen />;
  const { contacto } = site;
  const candidates: Array<ContactItem | null> = [
    contacto.whatsapp
      ? {
          key: 'whatsapp',
          icon: 'whatsapp',
          label: es.contacto.whatsapp,
          value: formatPhoneForDisplay(contacto.whatsapp),
          href: toWhatsAppUrl(contacto.whatsapp),
          external: true,
        }
      : null,
    contacto.telefono
      ? {
          key: 'telefono',
          icon: 'phone',
          label: es.contacto.telefono,
          value: contacto.telefono,
          href: toTelHref(contacto.telefono),
          external: false,
        }
      : null,
    contacto.email
      ? {
          key: 'email',
          icon: 'mail',
          label: es.contacto.email,
          value: contacto.email,
          href: toMailtoHref(contacto.email),
          external: false,
        }
      : null,
    contacto.instagram
      ? {
          key: 'instagram',
          icon: 'instagram',
          label: es.contacto.instagram,
          value: formatProfileHandle(contacto.instagram),
          href: toInstagramUrl(contacto.instagram),
          external: true,
        }
      : null,
    contacto.facebook
      ? {
          key: 'facebook',
          icon: 'facebook',
          label: es.contacto.facebook,
          value: formatProfileHandle(contacto.facebook),
          href: toFacebookUrl(contacto.facebook),
          external: true,
        }
      : null,
    site.web
      ? {
          key: 'web',
          icon: 'world',
          label: es.contacto.web,
          value: site.web.replace(/^https?:\/\//i, '').replace(/\/$/, ''),
          href: toSafeHref(site.web),
          external: true,
        }
      : null,
    site.factUrl
      ? {
          key: 'fact',
          icon: 'receipt',
          label: es.contacto.datosFiscales,
          value: site.factName || site.factUrl,
          href: toSafeHref(site.factUrl),
          external: true,
        }
      : null,
  ];
  const items = candidates.filter((item): item is ContactItem => item !== null);
  return (
    <div className={ayudaCss.ayuda}>
      <SiteHeader
        title={es.contacto.titulo}
        subtitle={site.nombreLargo || site.nombre}
        leading={<BackButton onClick={goBack} />}
      />
      <main className={ayudaCss.ayudaMain}>
        <section className={ayudaCss.ayudaCard} aria-labelledby="contacto-datos">
          <h2 id="contacto-datos" className={ayudaCss.ayudaCardTitle}>
            {site.nombre}
          </h2>
          <p className={ayudaCss.ayudaMuted}>{site.frase || es.contacto.intro}</p>
          {items.length === 0 ? (
            <p className={ayudaCss.ayudaMuted}>{es.contacto.sinDatos}</p>
          ) : (
            <ul className={ayudaCss.ayudaContactList}>
              {items.map((item) => (
                <li key={item.key} className={ayudaCss.ayudaContactRow}>
                  <span className={ayudaCss.ayudaChannelIcon}>
                    <Icon name={item.icon} />
                  </span>
                  <span className={ayudaCss.ayudaContactText}>
                    <span className={ayudaCss.ayudaContactLabel}>{item.label}</span>
                    {item.href ? (
                      <a
                        className={ayudaCss.ayudaContactValue}
                        href={item.href}
                        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        {item.value}
                        {item.external && <VisuallyHidden>{es.home.nuevaPestana}</VisuallyHidden>}
                      </a>
                    ) : (
                      <span className={ayudaCss.ayudaContactValue}>{item.value}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Link className={ayudaCss.ayudaLinkCard} to="/ayuda">
          <span className={ayudaCss.ayudaChannelIcon}>
            <Icon name="help" />
          </span>
          <span className={ayudaCss.ayudaLinkText}>
            <span className={ayudaCss.ayudaChannelLabel}>{es.contacto.ayuda}</span>
            <span className={ayudaCss.ayudaMuted}>{es.contacto.ayudaTexto}</span>
          </span>
          <Icon name="chevronRight" size={18} />
        </Link>
      </main>
      <SiteFooter siteName={site.nombre} contacto={site.contacto} />
    </div>
  );
}
