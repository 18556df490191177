import { toSafeHref } from '@vidriera/domain/common';
import { es } from '../../i18n/es.ts';
import { useLinks } from '../../api/get-links.ts';
import { HOME_LINKS_TYPE } from '@vidriera/domain/comercios';
import { Icon } from '../../ui/icons.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import homeCss from './home.module.css';

/** The business's external links (type 2), each opening in a new tab; addresses that are not http(s) are left out. */
export function HomeLinks({ commerceId, enabled }: { commerceId: number; enabled: boolean }) {
  const { data } = useLinks(commerceId, HOME_LINKS_TYPE, enabled);
  const links = (data ?? []).flatMap((link) => {
    const href = toSafeHref(link.enlace);
    return href ? [{ ...link, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className={homeCss.homeCard} aria-labelledby="home-links-title">
      <h2 id="home-links-title" className={homeCss.homeCardTitle}>
        <Icon name="link" />
        {es.home.enlaces}
      </h2>
      <ul className={homeCss.homeLinks}>
        {links.map((link) => (
          <li key={`${link.titulo}|${link.href}`}>
            <a className={homeCss.homeLink} href={link.href} target="_blank" rel="noopener noreferrer">
              <span className={homeCss.homeLinkTitle}>{link.titulo}</span>
              <VisuallyHidden>{es.home.nuevaPestana}</VisuallyHidden>
              <Icon name="externalLink" size={18} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
