import type { Comercio } from '@vidriera/domain/comercios';
import { BusinessSummary } from '../../ui/business-summary.tsx';

/**
 * The business card at the top of the reservation screens, beside the form on wide screens; outside customer mode
 * (a portal) it shows the quality rating: the set quality rating, else the customers' average.
 */
export function ComercioSummary({
  comercio,
  showRating,
}: {
  comercio: Pick<Comercio, 'carpeta' | 'nombreComercio' | 'descrCorta' | 'domicilio' | 'califCalidad' | 'califProm'>;
  showRating: boolean;
}) {
  const rating = comercio.califCalidad > 0 ? comercio.califCalidad : comercio.califProm;
  return <BusinessSummary comercio={comercio} rating={showRating ? rating : undefined} aside />;
}
