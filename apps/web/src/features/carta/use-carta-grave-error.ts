import type { Carta } from '@vidriera/domain/carta';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/client.ts';
import { trackEvent } from '../../ui/analytics.ts';
import { esCarta } from '../../i18n/es-carta.ts';

/** A menu that does not exist (404) or has no dish at all: nothing on this screen can be used. */
export function isCartaMissing(error: unknown, carta: Carta | undefined): boolean {
  if (error instanceof ApiError && error.status === 404) return true;
  return carta?.grupos.every((grupo) => grupo.platos.length === 0) ?? false;
}

/**
 * Spec 02 §8: a missing or empty menu is logged as a grave error and an alert 'Presioná aceptar para ir al
 * inicio.' leads to the site's origin. Once, also when React runs effects twice.
 */
export function useCartaGraveError(carpeta: string, error: unknown, carta: Carta | undefined): boolean {
  const isMissing = isCartaMissing(error, carta);
  const reported = useRef(false);
  useEffect(() => {
    if (!isMissing || reported.current) return;
    reported.current = true;
    console.error(`Error grave: la carta de '${carpeta}' no existe o no tiene platos`);
    trackEvent('error_grave', 'carta', carpeta);
    window.alert(esCarta.cartaNoEncontrada);
    window.location.assign(`${window.location.origin}/`);
  }, [isMissing, carpeta]);
  return isMissing;
}
