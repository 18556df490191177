import type { Comercio } from '@vidriera/domain/schemas/comercio';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import { LinkifiedText } from '../../ui/linkified-text.tsx';

/** The long description (its addresses as links) and the opening hours, each in its own card when present. */
export function HomeAbout({ comercio: c }: { comercio: Comercio }) {
  return (
    <>
      {c.descrLarga.trim() && (
        <section className="home-card" aria-labelledby="home-about-title">
          <h2 id="home-about-title" className="home-card-title">
            <Icon name="info" />
            {es.home.sobre}
          </h2>
          <LinkifiedText className="home-text" text={c.descrLarga.trim()} />
        </section>
      )}
      {c.horariosText.trim() && (
        <section className="home-card" aria-labelledby="home-hours-title">
          <h2 id="home-hours-title" className="home-card-title">
            <Icon name="clock" />
            {es.home.horarios}
          </h2>
          <p className="home-text" style={{ whiteSpace: 'pre-line' }}>
            {c.horariosText.trim()}
          </p>
        </section>
      )}
    </>
  );
}
