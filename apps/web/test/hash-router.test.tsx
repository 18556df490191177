import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  HashRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from '../src/hash-router.tsx';
import { matchPath } from '../src/hash-router-matching.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** A fresh app opened at `hash` (the router reads the address when it mounts). */
async function renderAt(hash: string, ui: ReactNode) {
  act(() => root.unmount());
  window.history.replaceState(null, '', `/${hash}`);
  root = createRoot(container);
  await act(async () => root.render(<HashRouter>{ui}</HashRouter>));
}

const text = () => container.textContent;
const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx;

function Show({ name }: { name: string }) {
  const params = useParams();
  const { search } = useLocation();
  return (
    <p>
      {name} {JSON.stringify(params)}
      {search}
    </p>
  );
}

function Layout() {
  return (
    <section>
      layout[
      <Outlet />]
    </section>
  );
}

/** The app's own table, in part: what the ranking has to get right. */
function AppTable({ admin }: { admin?: ReactNode }) {
  return (
    <Routes>
      <Route path="/" element={<Show name="root" />} />
      <Route path="/listado" element={<Show name="listado" />} />
      <Route path="/listado/:carpeta" element={<Show name="sucursales" />} />
      <Route path="/home/:carpeta" element={<Show name="home" />} />
      <Route path="/carta3/:carpeta/:id?" element={<Show name="carta3" />} />
      <Route path="/cartelera/:carpeta/:eventoId/:fecha" element={<Show name="cartelera-fecha" />} />
      <Route element={<Layout />}>
        <Route path="/mi-cuenta" element={<Show name="cuenta" />} />
        <Route path="/admin/*" element={admin ?? <Show name="admin" />} />
      </Route>
      <Route path="*" element={<Show name="not-found" />} />
    </Routes>
  );
}

describe('matchPath', () => {
  it('matches whole paths, ignoring case and trailing slashes, and decodes parameters', () => {
    expect(matchPath('/home/:carpeta', '/home/la-farola')?.params).toEqual({ carpeta: 'la-farola' });
    expect(matchPath('/home/:carpeta', '/HOME/la-farola/')?.params).toEqual({ carpeta: 'la-farola' });
    expect(matchPath('/home/:carpeta', '/home/caf%C3%A9')?.params).toEqual({ carpeta: 'café' });
    expect(matchPath('/home/:carpeta', '/home/la-farola/carta')).toBeNull();
    expect(matchPath('/home/:carpeta', '/home')).toBeNull();
    expect(matchPath('/', '/')).not.toBeNull();
    expect(matchPath('/', '/listado')).toBeNull();
  });

  it('gives a splat the rest of the path and the base without it', () => {
    expect(matchPath('/admin/comercio/:comercioId/*', '/admin/comercio/5/pedidos')).toEqual({
      params: { comercioId: '5', '*': 'pedidos' },
      pathname: '/admin/comercio/5/pedidos',
      pathnameBase: '/admin/comercio/5',
    });
    expect(matchPath('/admin/*', '/admin')?.params).toEqual({ '*': '' });
    expect(matchPath('/admin/*', '/administrar')).toBeNull();
  });
});

describe('Routes', () => {
  it('renders the most specific route, whatever the order they are declared in', async () => {
    await renderAt('#/listado', <AppTable />);
    expect(text()).toBe('listado {}');
    await renderAt('#/listado/la-farola', <AppTable />);
    expect(text()).toBe('sucursales {"carpeta":"la-farola"}');
    await renderAt('#/nada/de/esto', <AppTable />);
    expect(text()).toBe('not-found {"*":"nada/de/esto"}');
    await renderAt('', <AppTable />);
    expect(text()).toBe('root {}');
  });

  it('treats an optional segment as both paths', async () => {
    await renderAt('#/carta3/la-farola', <AppTable />);
    expect(text()).toBe('carta3 {"carpeta":"la-farola"}');
    await renderAt('#/carta3/la-farola/7', <AppTable />);
    expect(text()).toBe('carta3 {"carpeta":"la-farola","id":"7"}');
  });

  it('renders a pathless layout around its routes, and the query string apart from the path', async () => {
    await renderAt('#/mi-cuenta?volver=1', <AppTable />);
    expect(text()).toBe('layout[cuenta {}?volver=1]');
  });

  it('matches nested routes under a splat against what follows it, with the index and the parents’ parameters', async () => {
    const admin = (
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Show name="admin-home" />} />
          <Route path="comercio/:comercioId" element={<Outlet />}>
            <Route index element={<Show name="comercio-home" />} />
            <Route path="pedidos" element={<Show name="pedidos" />} />
            <Route path="pedidos/nuevo" element={<Show name="nuevo" />} />
          </Route>
          <Route path="*" element={<Show name="admin-404" />} />
        </Route>
      </Routes>
    );
    await renderAt('#/admin', <AppTable admin={admin} />);
    expect(text()).toBe('layout[layout[admin-home {"*":""}]]');
    await renderAt('#/admin/comercio/3', <AppTable admin={admin} />);
    expect(text()).toBe('layout[layout[comercio-home {"*":"comercio/3","comercioId":"3"}]]');
    await renderAt('#/admin/comercio/3/pedidos/nuevo', <AppTable admin={admin} />);
    expect(text()).toBe('layout[layout[nuevo {"*":"comercio/3/pedidos/nuevo","comercioId":"3"}]]');
    await renderAt('#/admin/otra-cosa', <AppTable admin={admin} />);
    expect(text()).toBe('layout[layout[admin-404 {"*":"otra-cosa"}]]');
  });
});

function Buttons() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const match = useMatch('/home/:carpeta');
  return (
    <div>
      <output>
        {location.pathname}
        {location.search}|{location.key === 'default' ? 'default' : 'keyed'}|{JSON.stringify(location.state)}|
        {params.get('tab') ?? '-'}|{match?.params.carpeta ?? '-'}
      </output>
      <button type="button" onClick={() => navigate('/home/la-farola', { state: { desde: 'listado' } })}>
        push
      </button>
      <button type="button" onClick={() => navigate('/listado', { replace: true })}>
        replace
      </button>
      <button type="button" onClick={() => setParams({ tab: 'horarios' }, { replace: true })}>
        search
      </button>
      <Link to="/home/otro" className="link">
        link
      </Link>
    </div>
  );
}

function Probe() {
  const location = useLocation();
  return <p>{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

describe('history', () => {
  const output = () => container.querySelector('output')?.textContent;
  const click = (selector: string) => act(async () => container.querySelector<HTMLElement>(selector)?.click());

  it('numbers entries as React Router did: the first is 0 with the default key, a push adds one, a replace keeps it', async () => {
    await renderAt('#/listado', <Buttons />);
    expect(historyIndex()).toBe(0);
    expect(output()).toBe('/listado|default|null|-|-');

    await click('button:nth-of-type(1)');
    expect(window.location.hash).toBe('#/home/la-farola');
    expect(historyIndex()).toBe(1);
    expect(output()).toBe('/home/la-farola|keyed|{"desde":"listado"}|-|la-farola');

    await click('button:nth-of-type(3)');
    expect(window.location.hash).toBe('#/home/la-farola?tab=horarios');
    expect(historyIndex()).toBe(1);
    expect(output()).toBe('/home/la-farola?tab=horarios|keyed|null|horarios|la-farola');

    await click('button:nth-of-type(2)');
    expect(window.location.hash).toBe('#/listado');
    expect(historyIndex()).toBe(1);
  });

  it('follows a hash set by code or by the back button', async () => {
    await renderAt('#/listado', <Buttons />);
    await act(async () => {
      window.history.pushState(null, '', '#/home/desde-afuera');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(output()).toBe('/home/desde-afuera|default|null|-|desde-afuera');
  });

  it('links carry the hash as href; a plain click navigates in the app, a click to the same screen replaces it', async () => {
    await renderAt('#/listado', <Buttons />);
    const link = container.querySelector<HTMLAnchorElement>('a.link');
    expect(link?.getAttribute('href')).toBe('#/home/otro');
    await click('a.link');
    expect(window.location.hash).toBe('#/home/otro');
    expect(historyIndex()).toBe(1);
    await click('a.link');
    expect(historyIndex()).toBe(1);
  });

  it('Navigate moves once rendered, with its state', async () => {
    await renderAt(
      '#/',
      <Routes>
        <Route path="/" element={<Navigate to="/regiones" replace state={{ desde: 'raiz' }} />} />
        <Route path="/regiones" element={<Probe />} />
      </Routes>,
    );
    expect(window.location.hash).toBe('#/regiones');
    expect(text()).toBe('/regiones {"desde":"raiz"}');
    expect(historyIndex()).toBe(0);
  });
});
