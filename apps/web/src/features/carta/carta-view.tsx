import { filterCarta, listCartaTags, canOrdenarDesdeCarta, hasOpciones } from '@vidriera/domain/pedidos';
import { type Carta, type Plato, firstPlatoImages } from '@vidriera/domain/carta';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from '../../hash-router.tsx';
import { useAnuncios } from '../../api/get-anuncios.ts';
import { usePedidosActivos } from '../../api/get-pedidos-activos.ts';
import { useSession } from '../../api/session.ts';
import { esCarta } from '../../i18n/es-carta.ts';
import { SearchBox } from '../../ui/search-box.tsx';
import { BackButton } from '../../ui/site-header.tsx';
import { TagChips } from '../../ui/tag-chips.tsx';
import { CartaBottomBar } from './carta-bottom-bar.tsx';
import { CartaHeader } from './carta-header.tsx';
import { CartaAnuncios, ComercioCerradoNotice, SoloLecturaNotice } from './carta-notices.tsx';
import { OpcionesDialog } from './opciones-dialog.tsx';
import { PedidoEnCursoBanner } from './pedido-en-curso-banner.tsx';
import { PlatoCard } from './plato-card.tsx';
import { useCartaDraft } from './use-carta-draft.ts';
import cartaNoticesCss from './carta-notices.module.css';
import cartaCss from './carta.module.css';
import platoCardCss from './plato-card.module.css';

/** Dishes whose pictures load with the menu (what a phone shows before scrolling); later ones load lazily. */

export interface CartaViewProps {
  carta: Carta;
  mesa: number | null;
  /** Customer mode: the site is this one business (its lists are scoped to it, ratings are not shown). */
  siteCarpeta: string | null;
}

/** Which dish the options dialog is open for: a new selection, or the order line being changed. */
interface DialogState {
  plato: Plato;
  index: number | null;
}

/** The other menus of the business, as links to the variant that renders a given carta (carta3 / carta4). */
function OtrasCartas({ carta }: { carta: Carta }) {
  if (carta.cartas.length <= 1) return null;
  const route = carta.enLocal ? 'carta4' : 'carta3';
  const carpeta = encodeURIComponent(carta.configResto.carpeta);
  return (
    <nav className={cartaNoticesCss.cartaCartas} aria-label={esCarta.otrasCartas}>
      {carta.cartas.map((c) => (
        <Link
          key={c.id}
          className={cartaNoticesCss.cartaCartaLink}
          to={`/${route}/${carpeta}/${c.id}`}
          aria-current={c.id === carta.id ? 'page' : undefined}
        >
          {c.nombre}
        </Link>
      ))}
    </nav>
  );
}

export function CartaView({ carta, mesa, siteCarpeta }: CartaViewProps) {
  const navigate = useNavigate();
  const session = useSession();
  const comercio = carta.configResto;
  const canOrder = canOrdenarDesdeCarta(carta);
  const draft = useCartaDraft(carta, mesa);
  const anuncios = useAnuncios(carta.configRestoId, !carta.enLocal);
  const activos = usePedidosActivos(siteCarpeta, session.isLoggedIn);
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const tags = useMemo(() => listCartaTags(carta.grupos), [carta.grupos]);
  const grupos = useMemo(
    () => filterCarta(tag ? filterCarta(carta.grupos, tag) : carta.grupos, query),
    [carta.grupos, tag, query],
  );
  // The first pictures are on screen when the menu opens: they load at once, the rest as the customer scrolls.
  // preload-first-screen.ts asks for the same pictures as soon as the menu's data is here.
  const eagerImages = useMemo(() => new Set(firstPlatoImages(grupos).map((plato) => plato.platoId)), [grupos]);

  const hasPrevious = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const goBack = () =>
    hasPrevious ? navigate(-1) : navigate(`/home/${encodeURIComponent(comercio.carpeta)}`, { replace: true });

  const add = (plato: Plato) => {
    if (hasOpciones(plato.platoProductoOpcs)) setDialog({ plato, index: null });
    else draft.add(plato, [], plato.precio);
  };
  const cancel = () => {
    if (window.confirm(esCarta.borrarPedido)) draft.clear();
  };

  const hasActivos = (activos.data?.length ?? 0) > 0;
  const editing = dialog?.index !== null && dialog ? draft.items[dialog.index] : undefined;

  return (
    <div className={cartaCss.carta} data-con-barra={canOrder && draft.count > 0 ? true : undefined}>
      <header className={cartaCss.cartaCover}>
        <div className={cartaCss.cartaCoverBar}>
          {(hasPrevious || !carta.enLocal) && <BackButton onClick={goBack} />}
        </div>
      </header>
      <main className={cartaCss.cartaMain}>
        <CartaHeader
          comercio={comercio}
          mesa={carta.enLocal ? mesa : null}
          enLocal={carta.enLocal}
          showRatings={siteCarpeta === null && !carta.enLocal}
        />
        {hasActivos && <PedidoEnCursoBanner to="/mis-pedidos" />}
        {!comercio.abierto && <ComercioCerradoNotice horariosText={comercio.horariosText} />}
        {carta.soloLectura && comercio.abierto && <SoloLecturaNotice />}
        <CartaAnuncios anuncios={anuncios.data ?? []} />
        <OtrasCartas carta={carta} />
        <search className={cartaCss.cartaSearch}>
          <SearchBox
            value={query}
            onChange={setQuery}
            label={esCarta.buscar}
            placeholder={esCarta.buscarPlaceholder}
            clearLabel={esCarta.borrarBusqueda}
          />
          {tags.length > 0 && (
            <TagChips
              tags={tags}
              selected={tag}
              onToggle={(t) => setTag((current) => (current === t ? null : t))}
              label={esCarta.filtrarPorGrupo}
            />
          )}
        </search>
        {grupos.length === 0 ? (
          <div className={platoCardCss.cartaEmpty} role="status">
            <p className={platoCardCss.cartaEmptyTitle}>{esCarta.sinResultados}</p>
            <p>{esCarta.sinResultadosTexto}</p>
          </div>
        ) : (
          grupos.map((grupo) => (
            <section key={grupo.grupoId} className={platoCardCss.cartaGrupo} aria-labelledby={`grupo-${grupo.grupoId}`}>
              <h2 id={`grupo-${grupo.grupoId}`} className={platoCardCss.cartaGrupoTitle}>
                {grupo.descripcion}
              </h2>
              <div className={platoCardCss.cartaPlatos}>
                {grupo.platos.map((plato) => (
                  <PlatoCard
                    key={plato.platoId}
                    plato={plato}
                    isImageEager={eagerImages.has(plato.platoId)}
                    cantidad={draft.cantidadDe(plato.platoId)}
                    lineas={draft.itemsDe(plato.platoId)}
                    canOrder={canOrder}
                    onAdd={() => add(plato)}
                    onRemove={() => draft.removeOne(plato.platoId)}
                    onEdit={(index) => setDialog({ plato, index })}
                  />
                ))}
              </div>
            </section>
          ))
        )}
      </main>
      {canOrder && draft.count > 0 && (
        <CartaBottomBar
          total={draft.total}
          count={draft.count}
          onCancel={cancel}
          onOrder={() => navigate('/pedidodetalle')}
        />
      )}
      {dialog && (
        <OpcionesDialog
          key={`${dialog.plato.platoId}:${dialog.index ?? 'nuevo'}`}
          configRestoId={carta.configRestoId}
          plato={dialog.plato}
          initial={editing?.opciones ?? null}
          onClose={() => setDialog(null)}
          onConfirm={(seleccion, precio) => {
            if (dialog.index === null) draft.add(dialog.plato, seleccion, precio);
            else draft.replace(dialog.index, seleccion, precio);
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}
