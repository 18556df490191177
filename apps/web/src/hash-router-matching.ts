/*
 * The hash router's pure half (hash-router.tsx holds its components and hooks): reading and writing paths, resolving
 * a navigation's target, and React Router's matching (ranking, optional segments, splats, case-insensitive
 * params). No React here beyond the route tree's type, so it is tested without rendering.
 */
import type { ReactNode } from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

/** A <Route> as declared: the router reads the element tree into these. */
export interface RouteDefinition {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children: RouteDefinition[];
}

export function parsePath(path: string): { pathname: string; search: string; hash: string } {
  let rest = path;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export function createPath({ pathname, search, hash }: { pathname: string; search: string; hash: string }): string {
  return pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') + hash;
}

/** The path `to` names, from the current location (a target without a pathname stays on this screen). */
export function resolveTo(to: To, from: Location): { pathname: string; search: string; hash: string } {
  const target = typeof to === 'string' ? parsePath(to) : { pathname: '', search: '', hash: '', ...to };
  const pathname = target.pathname ? target.pathname : from.pathname;
  return {
    pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
    search: target.search ?? '',
    hash: target.hash ?? '',
  };
}

export interface Branch {
  path: string;
  score: number;
  routes: RouteDefinition[];
}

const PARAM = /^:[\w-]+$/;

/** React Router's ranking: static segments weigh most, then parameters, then an empty one; a splat costs. */
function scoreOf(path: string, isIndex: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (isIndex ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** `/a/:b?/c` stands for `/a/c` and `/a/:b/c` (React Router's order). */
function explodeOptional(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const isOptional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  let exploded: string[];
  if (rest.length === 0) {
    exploded = isOptional ? [required, ''] : [required];
  } else {
    const restExploded = explodeOptional(rest.join('/'));
    exploded = restExploded.map((sub) => (sub === '' ? required : `${required}/${sub}`));
    if (isOptional) exploded.push(...restExploded);
  }
  return exploded.map((p) => (path.startsWith('/') && p === '' ? '/' : p));
}

export function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent}/${child}`.replace(/\/\/+/g, '/');
}

function flatten(routes: RouteDefinition[], parents: RouteDefinition[] = [], parentPath = ''): Branch[] {
  const branches: Branch[] = [];
  for (const route of routes) {
    const path = joinPaths(parentPath, route.path ?? '');
    const chain = [...parents, route];
    // Children first, as React Router lists them (ties then keep the declared order).
    if (route.children.length) branches.push(...flatten(route.children, chain, path));
    if (route.path === undefined && !route.index) continue;
    for (const exploded of explodeOptional(path)) {
      branches.push({ path: exploded, score: scoreOf(exploded, Boolean(route.index)), routes: chain });
    }
  }
  return branches;
}

export interface PathMatch {
  params: Record<string, string>;
  pathname: string;
  /** The pathname without what a splat matched. */
  pathnameBase: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** React Router's matchPath: case-insensitive, trailing slashes ignored, `*` at the end takes the rest. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const names: string[] = [];
  const hasSplat = pattern === '*' || pattern.endsWith('/*');
  const base = (hasSplat ? pattern.replace(/\/?\*$/, '') : pattern).replace(/\/+$/, '').replace(/^\/*/, '/');
  let source = `^${base
    .split('/')
    .map((segment) => {
      if (PARAM.test(segment)) {
        names.push(segment.slice(1));
        return '([^\\/]+)';
      }
      return escapeRegExp(segment);
    })
    .join('/')}`;
  if (source === '^/') source = '^';
  if (hasSplat) {
    names.push('*');
    source += '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  const match = new RegExp(source, 'i').exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = safeDecode(match[i + 1] ?? '');
  });
  const splat = hasSplat ? (match[names.length] ?? '') : '';
  const matched = match[0];
  const pathnameBase = hasSplat ? matched.slice(0, matched.length - splat.length).replace(/(.)\/+$/, '$1') : matched;
  return { params, pathname: matched, pathnameBase: pathnameBase || '/' };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The first route of the ranking that matches the pathname, with its params. */
export function matchRoutes(routes: RouteDefinition[], pathname: string): { branch: Branch; match: PathMatch } | null {
  const branches = flatten(routes).sort((a, b) => b.score - a.score);
  for (const branch of branches) {
    const match = matchPath(branch.path, pathname);
    if (match) return { branch, match };
  }
  return null;
}
