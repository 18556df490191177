import {
  Children,
  type ComponentPropsWithoutRef,
  createContext,
  Fragment,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  createPath,
  joinPaths,
  type Location,
  matchPath,
  matchRoutes,
  type PathMatch,
  parsePath,
  type RouteDefinition,
  resolveTo,
  type To,
} from './hash-router-matching.ts';

export type { Location, To };

/*
 * The app's router: hash URLs (`/#/home/{carpeta}`, the spec's deep links), with the part of React Router's
 * declarative API the app uses (HashRouter, Routes/Route/Outlet, Link, Navigate, useNavigate, useParams,
 * useLocation, useSearchParams, useMatch) and its behaviour: routes ranked by specificity, case-insensitive
 * matching, optional segments, splats with nested <Routes>, navigations rendered as transitions, history entries
 * stored as { usr, key, idx } (screens read `idx` to know whether there is a previous screen of ours, and the
 * first entry's key is 'default'). Decision 028: React Router weighed 12 kB gzip of the first screen's JavaScript
 * for this.
 */

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Params = Readonly<Record<string, string | undefined>>;

interface HistoryEntryState {
  usr?: unknown;
  key?: string;
  idx?: number | null;
}

interface RouterState {
  location: Location;
  navigate: (to: To | number, options?: NavigateOptions) => void;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteLevel {
  params: Params;
  /** The part of the pathname this level and its parents matched (nested <Routes> match what follows it). */
  pathnameBase: string;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteLevel>({ params: {}, pathnameBase: '/', outlet: null });

function readLocation(): Location {
  const parsed = parsePath(window.location.hash.slice(1));
  const pathname = parsed.pathname.startsWith('/') ? parsed.pathname : `/${parsed.pathname}`;
  const state = window.history.state as HistoryEntryState | null;
  return {
    pathname,
    search: parsed.search,
    hash: parsed.hash,
    state: state?.usr ?? null,
    key: state?.key ?? 'default',
  };
}

function currentIndex(): number | null {
  return (window.history.state as HistoryEntryState | null)?.idx ?? null;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

/** Keeps the location of `window.location.hash`, and moves it with pushState / replaceState as React Router does. */
export function HashRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);

  useLayoutEffect(() => {
    // The entry the app opened on gets its index, as React Router's history does: screens read it.
    if (currentIndex() === null) window.history.replaceState({ ...window.history.state, idx: 0 }, '');
    // Back, forward, or a hash set by hand or by code (`location.hash = ...`).
    const onPop = () => startTransition(() => setLocation(readLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const from = readLocation();
    const path = resolveTo(to, from);
    const key = createKey();
    const url = `#${createPath(path)}`;
    if (options.replace) {
      window.history.replaceState({ usr: options.state, key, idx: currentIndex() }, '', url);
    } else {
      window.history.pushState({ usr: options.state, key, idx: (currentIndex() ?? 0) + 1 }, '', url);
    }
    const next: Location = { ...path, state: options.state ?? null, key };
    startTransition(() => setLocation(next));
  }, []);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The app router is missing: render inside <HashRouter>.');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): RouterState['navigate'] {
  return useRouter().navigate;
}

export function useParams<
  T extends Record<string, string | undefined> = Record<string, string | undefined>,
>(): Readonly<Partial<T>> {
  return useContext(RouteContext).params as Partial<T>;
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string> | string, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string> | string, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate({ search: search ? `?${search}` : '' }, options);
    },
    [navigate],
  );
  return [params, setParams];
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of <Routes>: declares, renders nothing by itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function readRoutes(children: ReactNode): RouteDefinition[] {
  const routes: RouteDefinition[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      routes.push(...readRoutes((child.props as { children?: ReactNode }).children));
      return;
    }
    const props = child.props as RouteProps;
    routes.push({ path: props.path, index: props.index, element: props.element, children: readRoutes(props.children) });
  });
  return routes;
}

/** Renders the route that matches the location (relative to the route around it, for nested <Routes>). */
export function Routes({ children }: { children: ReactNode }) {
  const { location } = useRouter();
  const parent = useContext(RouteContext);
  const routes = useMemo(() => readRoutes(children), [children]);
  const base = parent.pathnameBase;
  const remaining = base === '/' ? location.pathname : location.pathname.slice(base.length) || '/';
  const found = matchRoutes(routes, remaining);
  if (!found) return null;
  const params = { ...parent.params, ...found.match.params };
  const pathnameBase = base === '/' ? found.match.pathnameBase : joinPaths(base, found.match.pathnameBase);
  return (
    <MatchedRoute
      routes={found.branch.routes}
      depth={0}
      params={params}
      pathnameBase={pathnameBase.replace(/(.)\/$/, '$1')}
    />
  );
}

interface MatchedRouteProps {
  routes: RouteDefinition[];
  depth: number;
  params: Params;
  pathnameBase: string;
}

/** One route of the matched branch, with the rest of the branch as its outlet. */
function MatchedRoute({ routes, depth, params, pathnameBase }: MatchedRouteProps) {
  const route = routes[depth];
  if (!route) return null;
  const outlet =
    depth + 1 < routes.length ? (
      <MatchedRoute routes={routes} depth={depth + 1} params={params} pathnameBase={pathnameBase} />
    ) : null;
  return (
    <RouteContext.Provider value={{ params, pathnameBase, outlet }}>
      {route.element === undefined ? outlet : route.element}
    </RouteContext.Provider>
  );
}

/** Where a layout route renders the route inside it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** The match of `pattern` against the whole location, or null. */
export function useMatch(pattern: string): PathMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, pathname), [pattern, pathname]);
}

/** Navigates once rendered. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

export type LinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

function isModifiedEvent(event: MouseEvent) {
  return event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** An anchor to a hash route: a plain click navigates in the app; a modified click opens it as the browser does. */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const path = resolveTo(to, location);
  const href = `#${createPath(path)}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || isModifiedEvent(event)) {
      return;
    }
    event.preventDefault();
    // A link to where the visitor already is replaces the entry rather than adding the same screen again.
    const isSame = createPath(path) === createPath(location);
    navigate(path, { replace: replace ?? isSame, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
