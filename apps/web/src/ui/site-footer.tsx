import type { Contacto } from '@vidriera/domain/common';
import { Link } from '../hash-router.tsx';
import { es } from '../i18n/es.ts';
import { Icon } from './icons.tsx';
import { toFacebookUrl, toInstagramUrl, toWhatsAppUrl } from './social-links.ts';
import siteFooterCss from './site-footer.module.css';

/** Footer of the directory screens: the site's Instagram, Facebook and WhatsApp, and the help page. */
export function SiteFooter({ siteName, contacto }: { siteName: string; contacto: Contacto }) {
  const links = [
    { key: 'instagram', label: es.footer.instagram, href: toInstagramUrl(contacto.instagram) },
    { key: 'facebook', label: es.footer.facebook, href: toFacebookUrl(contacto.facebook) },
    { key: 'whatsapp', label: es.footer.whatsapp, href: toWhatsAppUrl(contacto.whatsapp) },
  ] as const;
  const shown = links.filter((l) => l.href);
  return (
    <footer className={siteFooterCss.siteFooter}>
      <div className={siteFooterCss.siteFooterInner}>
        {shown.length > 0 && (
          <>
            <h2 className={siteFooterCss.siteFooterTitle}>{es.footer.seguinos}</h2>
            <ul className={siteFooterCss.siteFooterLinks}>
              {shown.map((l) => (
                <li key={l.key}>
                  <a
                    className={siteFooterCss.siteFooterLink}
                    href={l.href ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Icon name={l.key} size={20} />
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className={siteFooterCss.siteFooterSmall}>
          <Link to="/ayuda">{es.footer.ayuda}</Link> · {siteName}
        </p>
      </div>
    </footer>
  );
}
