import type { Cartelera } from '@vidriera/domain/eventos';
import { serverNow } from '../../api/server-clock.ts';
import { EventoCard } from './evento-card.tsx';
import { formatDiaCartelera } from './format-evento.ts';
import carteleraCss from './cartelera.module.css';

/** The board's days in order, each with its events (the API groups them by the merchant's calendar day). */
export function CarteleraDias({ cartelera, isSingle }: { cartelera: Cartelera; isSingle: boolean }) {
  const now = serverNow();
  return (
    <div className={carteleraCss.cartDias}>
      {cartelera.dias.map((dia) => {
        const { titulo, relativo } = formatDiaCartelera(dia.fecha, now, cartelera.timeZone);
        const headingId = `cart-dia-${dia.fecha}`;
        return (
          <section key={dia.fecha} className={carteleraCss.cartDia} aria-labelledby={headingId}>
            <h2 id={headingId} className={carteleraCss.cartDiaTitulo}>
              {relativo && <span className={carteleraCss.cartDiaRelativo}>{relativo}</span>}
              {titulo}
            </h2>
            <ul className={carteleraCss.cartEventos}>
              {dia.eventos.map((evento) => (
                <li key={evento.eventoFechaId}>
                  <EventoCard
                    evento={evento}
                    nombreComercio={cartelera.nombreComercio}
                    timeZone={cartelera.timeZone}
                    isSingle={isSingle}
                    now={now}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
