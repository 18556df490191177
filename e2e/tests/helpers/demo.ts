import { DEMO_COMERCIOS } from '../../../apps/api/src/db/seed/demo-comercios.ts';

// What the demo data puts where, read from the seed itself so the journeys follow it when businesses are added.

/** Businesses on the Tandil portal's listing: every top-level business (branches show through their group). */
export const TANDIL_LISTING_SIZE = DEMO_COMERCIOS.filter((c) => !c.grupo).length;

/** The centro portal's own subset of businesses, in listing order. */
export const CENTRO_LISTING = DEMO_COMERCIOS.filter((c) => !c.grupo && c.enCentro).map((c) => c.nombreComercio);
