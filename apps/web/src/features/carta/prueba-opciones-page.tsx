import { type PlatoOpcionElegida, describeOpciones, hasOpciones, formatPesos } from '@vidriera/domain/pedidos';
import type { Plato } from '@vidriera/domain/carta';
import { useId, useState } from 'react';
import { useSearchParams } from '../../hash-router.tsx';
import { useCarta } from '../../api/get-carta.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { esCarta } from '../../i18n/es-carta.ts';
import { SiteHeader } from '../../ui/site-header.tsx';
import { OpcionesDialog } from './opciones-dialog.tsx';
import '../../ui/visually-hidden.css';
import cartaCss from './carta.module.css';
import platoCardCss from './plato-card.module.css';
import { cx } from '../../ui/cx.ts';

interface Resultado {
  plato: Plato;
  seleccion: PlatoOpcionElegida[];
  precio: number;
}

/**
 * pruebaopc (?c={carpeta}): tries the options dialog on any dish of a menu without touching the order in
 * progress, showing the selection it builds and its price. For merchants setting up their option sets.
 */
export default function PruebaOpcionesPage() {
  const [params, setParams] = useSearchParams();
  const { data: site } = useSiteMetadata();
  const carpeta = params.get('c') ?? (site && !site.esPortal ? site.carpeta : null) ?? '';
  const [input, setInput] = useState(carpeta);
  const inputId = useId();
  const query = useCarta(carpeta || undefined, false, null);
  const [plato, setPlato] = useState<Plato | null>(null);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const platos = (query.data?.grupos ?? []).flatMap((g) => g.platos).filter((p) => hasOpciones(p.platoProductoOpcs));

  return (
    <div className={cartaCss.carta}>
      <SiteHeader title={esCarta.prueba.titulo} subtitle={esCarta.prueba.subtitulo} />
      <main className={cx(cartaCss.cartaMain, cartaCss.cartaMainPlain)}>
        <form
          className={cartaCss.cartaPruebaForm}
          onSubmit={(e) => {
            e.preventDefault();
            setParams({ c: input.trim() });
          }}
        >
          <label htmlFor={inputId}>{esCarta.prueba.carpeta}</label>
          <input id={inputId} value={input} onChange={(e) => setInput(e.currentTarget.value)} />
          <button type="submit" className={cx(cartaCss.cartaButton, cartaCss.cartaButtonPrimary)}>
            {esCarta.prueba.cargar}
          </button>
        </form>
        {query.isError && (
          <p className={platoCardCss.cartaEmpty} role="alert">
            {esCarta.prueba.sinCarta}
          </p>
        )}
        {query.data && platos.length === 0 && <p className={platoCardCss.cartaEmpty}>{esCarta.prueba.sinPlatos}</p>}
        <ul className={cartaCss.cartaPruebaList}>
          {platos.map((p) => (
            <li key={p.platoId}>
              <button type="button" className={cartaCss.cartaButton} onClick={() => setPlato(p)}>
                {p.titulo}
              </button>
            </li>
          ))}
        </ul>
        {resultado && (
          <section className={platoCardCss.plato} aria-label={esCarta.prueba.seleccion}>
            <h2 className={platoCardCss.platoTitle}>{resultado.plato.titulo}</h2>
            <p className={platoCardCss.platoDescription}>
              {describeOpciones(resultado.seleccion, resultado.plato.platoProductoOpcs)}
            </p>
            <p className={platoCardCss.platoPrice}>
              {esCarta.prueba.precioUnitario}: {formatPesos(resultado.precio)}
            </p>
            <pre className={cartaCss.cartaPruebaJson}>{JSON.stringify(resultado.seleccion, null, 2)}</pre>
          </section>
        )}
      </main>
      {plato && query.data && (
        <OpcionesDialog
          configRestoId={query.data.configRestoId}
          plato={plato}
          initial={resultado?.plato.platoId === plato.platoId ? resultado.seleccion : null}
          onClose={() => setPlato(null)}
          onConfirm={(seleccion, precio) => {
            setResultado({ plato, seleccion, precio });
            setPlato(null);
          }}
        />
      )}
    </div>
  );
}
