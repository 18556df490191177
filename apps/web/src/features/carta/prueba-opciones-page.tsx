import type { PlatoOpcionElegida } from '@vidriera/domain/pedidos-draft';
import { describeOpciones, hasOpciones } from '@vidriera/domain/pedidos-opciones';
import { formatPesos } from '@vidriera/domain/pedidos-precios';
import type { Plato } from '@vidriera/domain/schemas/carta';
import { useId, useState } from 'react';
import { useSearchParams } from '../../hash-router.tsx';
import { useCarta } from '../../api/get-carta.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { esCarta } from '../../i18n/es-carta.ts';
import { SiteHeader } from '../../ui/site-header.tsx';
import { OpcionesDialog } from './opciones-dialog.tsx';
import '../../ui/visually-hidden.css';
import './carta.css';
import './plato-card.css';
import './opciones-dialog.css';

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
    <div className="carta">
      <SiteHeader title={esCarta.prueba.titulo} subtitle={esCarta.prueba.subtitulo} />
      <main className="carta-main carta-main--plain">
        <form
          className="carta-prueba-form"
          onSubmit={(e) => {
            e.preventDefault();
            setParams({ c: input.trim() });
          }}
        >
          <label htmlFor={inputId}>{esCarta.prueba.carpeta}</label>
          <input id={inputId} value={input} onChange={(e) => setInput(e.currentTarget.value)} />
          <button type="submit" className="carta-button carta-button--primary">
            {esCarta.prueba.cargar}
          </button>
        </form>
        {query.isError && (
          <p className="carta-empty" role="alert">
            {esCarta.prueba.sinCarta}
          </p>
        )}
        {query.data && platos.length === 0 && <p className="carta-empty">{esCarta.prueba.sinPlatos}</p>}
        <ul className="carta-prueba-list">
          {platos.map((p) => (
            <li key={p.platoId}>
              <button type="button" className="carta-button" onClick={() => setPlato(p)}>
                {p.titulo}
              </button>
            </li>
          ))}
        </ul>
        {resultado && (
          <section className="plato" aria-label={esCarta.prueba.seleccion}>
            <h2 className="plato-title">{resultado.plato.titulo}</h2>
            <p className="plato-description">
              {describeOpciones(resultado.seleccion, resultado.plato.platoProductoOpcs)}
            </p>
            <p className="plato-price">
              {esCarta.prueba.precioUnitario}: {formatPesos(resultado.precio)}
            </p>
            <pre className="carta-prueba-json">{JSON.stringify(resultado.seleccion, null, 2)}</pre>
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
