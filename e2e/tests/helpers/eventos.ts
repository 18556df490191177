import { type APIRequestContext, request as playwrightRequest, type Page } from '@playwright/test';
import type { LoginResponse } from '../../../packages/domain/src/cuentas/schemas.ts';
import type { Cartelera, ComprarResponse, Evento, VentaTicket } from '../../../packages/domain/src/eventos/schemas.ts';
import { createPhone, getJson, postJson } from './accounts.ts';
import { E2E_PORT } from './sites.ts';

// The demo's events (apps/api/src/db/seed/demo-eventos.ts): Cervecería La Serrana (a blues night with an early-bird
// variant, a party at 01:00 that reads 'Viernes (noche)', a sold-out tasting, a trivia night that leads to a
// reservation) and El Fogón Serrano (a peña with a variant sold only online, a workshop of type 4 with one holder
// per person, a lunch of type 0). El Fogón takes transfers (alias FOGON.SERRANO.MP) and online payment.

export const SERRANA = { carpeta: 'cerveceria-la-serrana', nombre: 'Cervecería La Serrana' } as const;
export const FOGON = { carpeta: 'el-fogon-serrano', nombre: 'El Fogón Serrano', alias: 'FOGON.SERRANO.MP' } as const;

/** The API as the tandil site sees it (Node cannot resolve *.localhost, so the Host header names the site). */
export function openTandilApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}/api/`,
    extraHTTPHeaders: { host: `tandil.localhost:${E2E_PORT}` },
  });
}

/** A business's board as the API answers it. */
export function getCartelera(api: APIRequestContext, carpeta: string): Promise<Cartelera> {
  return getJson<Cartelera>(api, `eventos/cartelera/${carpeta}`);
}

/** The first date of an event on the board, found by its title. */
export function findEvento(cartelera: Cartelera, titulo: string): Evento {
  const evento = cartelera.dias.flatMap((d) => d.eventos).find((e) => e.titulo === titulo);
  if (!evento) throw new Error(`${titulo} is not on the ${cartelera.carpeta} board any more`);
  return evento;
}

/** A new customer of the tandil site (a fresh phone: no verification code needed). */
export function createCustomer(api: APIRequestContext, nombreApellido: string): Promise<LoginResponse> {
  return postJson<LoginResponse>(api, 'login/Create', {
    nombreApellido,
    telefono: createPhone(),
    domicilio: '',
    domainName: 'tandil.localhost',
  });
}

/** The customer's session in the page, as the account screen keeps it, before any script of the app runs. */
export async function useSession(page: Page, session: LoginResponse): Promise<void> {
  await page.addInitScript((s: LoginResponse) => {
    if (localStorage.getItem('token')) return;
    for (const [key, value] of Object.entries(s)) localStorage.setItem(key, String(value));
  }, session);
}

/** The card of an event on the board, by its title (each date of an event is its own card). */
export function eventoCard(page: Page, titulo: string) {
  return page.getByRole('article', { name: titulo, exact: true });
}

export const PENA = 'Peña folclórica con Los Hermanos Suárez';

/** A new customer buys two 'General' tickets for the peña's next date, paying by transfer (estado 0). */
export async function buyByTransfer(request: APIRequestContext, nombre: string) {
  const customer = await createCustomer(request, nombre);
  const cartelera = await getJson<Cartelera>(request, `eventos/cartelera/${FOGON.carpeta}`);
  const evento = cartelera.dias.flatMap((d) => d.eventos).find((e) => e.titulo === PENA);
  const general = evento?.variantes.find((v) => v.titulo === 'General');
  if (!evento || !general) throw new Error(`${PENA} with a General ticket is not on the board`);
  const venta = await postJson<ComprarResponse>(
    request,
    'eventos/comprar',
    {
      eventoId: evento.id,
      eventoFechaId: evento.eventoFechaId,
      eventoVarianteId: general.id,
      cantidad: 2,
      formaPagoId: 5,
      tickets: [{ titular: nombre, telefono: '2494555123', cantidad: 2 }],
    },
    { token: customer.token },
  );
  const compra = await getJson<VentaTicket>(request, `eventos/GetCompraTicket/${FOGON.carpeta}/${venta.id}`, {
    token: customer.token,
  });
  return { eventoId: evento.id, ventaId: venta.id, codigo: compra.tickets[0]!.codigo };
}
