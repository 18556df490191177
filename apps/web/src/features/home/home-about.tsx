import type { Comercio } from '@vidriera/domain/comercios';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import { LinkifiedText } from '../../ui/linkified-text.tsx';
import homeCss from './home.module.css';

/** The long description (its addresses as links) and the opening hours, each in its own card when present. */
export function HomeAbout({ comercio: c }: { comercio: Comercio }) {
  return (
    <>
      {c.descrLarga.trim() && (
        <section className={homeCss.homeCard} aria-labelledby="home-about-title">
          <h2 id="home-about-title" className={homeCss.homeCardTitle}>
            <Icon name="info" />
            {es.home.sobre}
          </h2>
          <LinkifiedText className={homeCss.homeText} text={c.descrLarga.trim()} />
        </section>
      )}
      {c.horariosText.trim() && (
        <section className={homeCss.homeCard} aria-labelledby="home-hours-title">
          <h2 id="home-hours-title" className={homeCss.homeCardTitle}>
            <Icon name="clock" />
            {es.home.horarios}
          </h2>
          <p className={homeCss.homeText} style={{ whiteSpace: 'pre-line' }}>
            {c.horariosText.trim()}
          </p>
        </section>
      )}
    </>
  );
}
