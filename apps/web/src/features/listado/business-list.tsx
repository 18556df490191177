import type { Comercio } from '@vidriera/domain/comercios';
import { es } from '../../i18n/es.ts';
import { BusinessCard } from '../../ui/business-card.tsx';
import { getBusinessTarget } from './business-target.ts';
import listadoCss from './listado.module.css';

/** Cards in the first screenful load their logos at once; the rest as they scroll into view. */
const EAGER_LOGOS = 4;

function announceComingSoon(c: Comercio): void {
  window.alert(es.listado.proximamente(c.nombreComercio));
}

/** The cards of a listing; an unpublished business announces that it is coming soon. */
export function BusinessList({ comercios, showStars }: { comercios: readonly Comercio[]; showStars: boolean }) {
  return (
    <ul className={listadoCss.businessList}>
      {comercios.map((c, i) => {
        const target = getBusinessTarget(c);
        return (
          <li key={c.id}>
            <BusinessCard
              comercio={c}
              showStars={showStars}
              eager={i < EAGER_LOGOS}
              className={listadoCss.businessListCard}
              {...(target ? { to: target } : { onSelect: () => announceComingSoon(c) })}
            />
          </li>
        );
      })}
    </ul>
  );
}
