import { parseMesa } from '@vidriera/domain/pedidos';
import { useSearchParams } from '../../hash-router.tsx';

/** The table of an in-venue QR link: carta2/{carpeta}?mesa=N (also read before the hash, as some QR makers put it). */
export function useMesa(): number | null {
  const [params] = useSearchParams();
  return parseMesa(params.get('mesa') ?? new URLSearchParams(window.location.search).get('mesa'));
}
