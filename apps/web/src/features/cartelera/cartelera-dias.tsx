import type { Cartelera } from '@vidriera/domain/schemas/evento';
import { EventoCard } from './evento-card.tsx';
import { formatDiaCartelera } from './format-evento.ts';

/** The board's days in order, each with its events (the API groups them by the merchant's calendar day). */
export function CarteleraDias({ cartelera, isSingle }: { cartelera: Cartelera; isSingle: boolean }) {
  const now = new Date();
  return (
    <div className="cart-dias">
      {cartelera.dias.map((dia) => {
        const { titulo, relativo } = formatDiaCartelera(dia.fecha, now, cartelera.timeZone);
        const headingId = `cart-dia-${dia.fecha}`;
        return (
          <section key={dia.fecha} className="cart-dia" aria-labelledby={headingId}>
            <h2 id={headingId} className="cart-dia-titulo">
              {relativo && <span className="cart-dia-relativo">{relativo}</span>}
              {titulo}
            </h2>
            <ul className="cart-eventos">
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
