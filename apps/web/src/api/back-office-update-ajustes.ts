import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ajustesContactoRoute,
  ajustesDatosRoute,
  ajustesDemoraRoute,
  ajustesEnlacesRoute,
  ajustesEnviosRoute,
  ajustesEstadoRoute,
  ajustesFuncionesRoute,
  ajustesHorariosRoute,
  ajustesLogoRoute,
  ajustesMercadoPagoRoute,
  ajustesPagosRoute,
  type ajustesContactoOperation,
  type ajustesDatosOperation,
  type ajustesDemoraOperation,
  type ajustesEnlacesOperation,
  type ajustesEnviosOperation,
  type ajustesEstadoOperation,
  type ajustesFuncionesOperation,
  type ajustesHorariosOperation,
  type ajustesLogoOperation,
  type ajustesMercadoPagoOperation,
  type ajustesPagosOperation,
  type AjustesComercio,
  type AjustesContactoInput,
  type AjustesDatosInput,
  type AjustesLogoInput,
  type AjustesEnlacesInput,
  type AjustesEnviosInput,
  type AjustesDemoraInput,
  type AjustesEstadoInput,
  type AjustesHorariosInput,
  type AjustesFunciones,
  type AjustesMercadoPagoInput,
  type AjustesPagosInput,
} from '@vidriera/domain/ajustes';
import { backOfficeAjustesKey } from './back-office-get-ajustes.ts';
import { callOperation } from './client.ts';

/** The body of each PUT merchant/ajustes/{configRestoId}/{seccion}. */
export interface AjustesSecciones {
  estado: AjustesEstadoInput;
  demora: AjustesDemoraInput;
  horarios: AjustesHorariosInput;
  pagos: AjustesPagosInput;
  mercadopago: AjustesMercadoPagoInput;
  envios: AjustesEnviosInput;
  funciones: AjustesFunciones;
  contacto: AjustesContactoInput;
  enlaces: AjustesEnlacesInput;
  datos: AjustesDatosInput;
  logo: AjustesLogoInput;
}

/** Each section's PUT, by section. */
interface SectionOperations {
  estado: typeof ajustesEstadoOperation;
  demora: typeof ajustesDemoraOperation;
  horarios: typeof ajustesHorariosOperation;
  pagos: typeof ajustesPagosOperation;
  mercadopago: typeof ajustesMercadoPagoOperation;
  envios: typeof ajustesEnviosOperation;
  funciones: typeof ajustesFuncionesOperation;
  contacto: typeof ajustesContactoOperation;
  enlaces: typeof ajustesEnlacesOperation;
  datos: typeof ajustesDatosOperation;
  logo: typeof ajustesLogoOperation;
}

const sectionRoutes = {
  estado: ajustesEstadoRoute,
  demora: ajustesDemoraRoute,
  horarios: ajustesHorariosRoute,
  pagos: ajustesPagosRoute,
  mercadopago: ajustesMercadoPagoRoute,
  envios: ajustesEnviosRoute,
  funciones: ajustesFuncionesRoute,
  contacto: ajustesContactoRoute,
  enlaces: ajustesEnlacesRoute,
  datos: ajustesDatosRoute,
  logo: ajustesLogoRoute,
} satisfies { [S in keyof SectionOperations]: unknown };

export type AjustesUpdate = {
  [S in keyof AjustesSecciones]: { seccion: S; body: AjustesSecciones[S] };
}[keyof AjustesSecciones];

/**
 * PUT merchant/ajustes/{configRestoId}/{seccion}: replaces one section; answers the whole settings, which become
 * the screen's data. Flags and names also live in the back office's list of businesses: it is reloaded.
 */
export function backOfficeUpdateAjustes(configRestoId: number, update: AjustesUpdate): Promise<AjustesComercio> {
  return callOperation<SectionOperations[keyof SectionOperations]>(sectionRoutes[update.seccion], {
    params: { configRestoId },
    body: update.body,
  });
}

export function useBackOfficeUpdateAjustes(configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AjustesUpdate) => backOfficeUpdateAjustes(configRestoId, update),
    onSuccess: (ajustes, update) => {
      queryClient.setQueryData(backOfficeAjustesKey(configRestoId), ajustes);
      if (update.seccion === 'funciones' || update.seccion === 'datos') {
        void queryClient.invalidateQueries({ queryKey: ['admin', 'comercios'] });
      }
    },
  });
}
