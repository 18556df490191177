import { toMailtoHref, toTelHref, type Comercio } from '@vidriera/domain/comercios';
import type { ReactNode, Ref } from 'react';
import { es } from '../../i18n/es.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { toFacebookUrl, toInstagramUrl, toWhatsAppUrl } from '../../ui/social-links.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { LazyMap } from './lazy-map.tsx';
import { cx } from '../../ui/cx.ts';
import homeCss from './home.module.css';

const SOCIAL_TONES = {
  instagram: homeCss.homeSocialInstagram,
  facebook: homeCss.homeSocialFacebook,
  whatsapp: homeCss.homeSocialWhatsapp,
};

// Wider than any card: the map view's max-width (100%) makes it fill the card at every screen size.
const MAP_WIDTH = 1200;
const MAP_HEIGHT = 220;

/** Directions in the visitor's map app: to the coordinates when known, else to the address. */
function toDirectionsUrl(c: Pick<Comercio, 'lat' | 'lng' | 'domicilio'>): string {
  const destination = c.lat !== null && c.lng !== null ? `${c.lat},${c.lng}` : c.domicilio;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

function ContactRow({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className={homeCss.homeContactRow}>
      <span className={homeCss.homeContactIcon}>
        <Icon name={icon} />
      </span>
      <span className={homeCss.homeContactText}>
        <span className={homeCss.homeContactLabel}>{label}</span>
        {children}
      </span>
    </li>
  );
}

export function hasContactSection(c: Comercio): boolean {
  const { contacto } = c;
  return Boolean(
    (c.lat !== null && c.lng !== null) ||
      c.domicilio.trim() ||
      c.telefono ||
      contacto.telefono ||
      contacto.email ||
      contacto.instagram ||
      contacto.facebook ||
      contacto.whatsapp,
  );
}

/** Map, address, phone, e-mail and social links: the section the 'Más info' button scrolls to. */
export function HomeContact({ comercio: c, sectionRef }: { comercio: Comercio; sectionRef: Ref<HTMLElement> }) {
  const phone = c.telefono || c.contacto.telefono;
  const telHref = toTelHref(phone);
  const mailHref = toMailtoHref(c.contacto.email);
  const socials = [
    { key: 'instagram', icon: 'instagram', label: es.home.instagram, href: toInstagramUrl(c.contacto.instagram) },
    { key: 'facebook', icon: 'facebook', label: es.home.facebook, href: toFacebookUrl(c.contacto.facebook) },
    { key: 'whatsapp', icon: 'whatsapp', label: es.home.whatsapp, href: toWhatsAppUrl(c.contacto.whatsapp) },
  ] as const;
  const shownSocials = socials.filter((s) => s.href);
  // A digital-only business has no shop to visit: its address says where it delivers, not where to go.
  const isVisitable = !c.comercioDigital;
  const hasMap = isVisitable && c.lat !== null && c.lng !== null;
  return (
    <section
      id="home-contacto"
      ref={sectionRef}
      className={homeCss.homeCard}
      aria-labelledby="home-contact-title"
      tabIndex={-1}
    >
      <h2 id="home-contact-title" className={homeCss.homeCardTitle}>
        <Icon name="mapPin" />
        {es.home.ubicacionYContacto}
      </h2>
      {hasMap && c.lat !== null && c.lng !== null && (
        <LazyMap
          label={es.home.mapa(c.nombreComercio)}
          markers={[{ id: c.id, lat: c.lat, lng: c.lng, title: c.nombreComercio }]}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
        />
      )}
      <ul className={homeCss.homeContactList}>
        {c.domicilio.trim() && (
          <ContactRow icon="mapPin" label={es.home.direccion}>
            <span className={homeCss.homeContactValue}>{c.domicilio}</span>
            {isVisitable && (
              <a
                className={homeCss.homeContactExtra}
                href={toDirectionsUrl(c)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {es.home.comoLlegar}
                <VisuallyHidden>{es.home.nuevaPestana}</VisuallyHidden>
              </a>
            )}
          </ContactRow>
        )}
        {phone && (
          <ContactRow icon="phone" label={es.home.telefono}>
            {telHref ? (
              <a className={homeCss.homeContactValue} href={telHref}>
                {phone}
              </a>
            ) : (
              <span className={homeCss.homeContactValue}>{phone}</span>
            )}
          </ContactRow>
        )}
        {mailHref && (
          <ContactRow icon="mail" label={es.home.email}>
            <a className={homeCss.homeContactValue} href={mailHref}>
              {c.contacto.email}
            </a>
          </ContactRow>
        )}
      </ul>
      {shownSocials.length > 0 && (
        <>
          <h3 className={homeCss.homeSubtitle}>{es.home.redes}</h3>
          <ul className={homeCss.homeSocials}>
            {shownSocials.map((s) => (
              <li key={s.key}>
                <a
                  className={cx(homeCss.homeSocial, SOCIAL_TONES[s.key])}
                  href={s.href ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name={s.icon} />
                  {s.label}
                  <VisuallyHidden>{es.home.nuevaPestana}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
