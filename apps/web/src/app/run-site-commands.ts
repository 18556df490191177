import type { QueryClient } from '@tanstack/react-query';
import type { SiteCommand } from '@vidriera/domain/sites';
import { getStateSite } from '../api/get-state-site.ts';
import { refreshSessionToken } from '../api/new-token.ts';
import { clearSession, isLoggedIn, readSessionVer } from '../api/session.ts';
import { es } from '../i18n/es.ts';
import { trackEvent } from '../ui/analytics.ts';

const DEFAULT_APP_BUILD = 1;
/** This build's number (VITE_APP_BUILD at build time): the server answers FORCE_UPDATE while it is older than
 * the site's minimum. */
export const APP_BUILD = readBuildNumber(import.meta.env.VITE_APP_BUILD);

/** Identifies this device so a queued command reaches it once, also while logged out; logout keeps it. */
const DEVICE_ID_KEY = 'deviceId';
/** The minimum build a FORCE_UPDATE already reloaded for in this tab: a second reload would loop forever. */
const FORCED_UPDATE_KEY = 'forcedUpdateFor';
/** Hash routes a CUSTOM navigate may open: the app's own, never another origin or a script URL. */
const SAFE_HASH_ROUTE = /^\/(?!\/)[A-Za-z0-9\-_/?=&.%~]*$/;

function readBuildNumber(value: unknown): number {
  const build = Number(value);
  return Number.isInteger(build) && build > 0 ? build : DEFAULT_APP_BUILD;
}

function createDeviceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The device id kept in local storage, created on first use. */
export function getDeviceId(): string | undefined {
  try {
    let id = localStorage.getItem(DEVICE_ID_KEY);
    if (!id) {
      id = createDeviceId();
      localStorage.setItem(DEVICE_ID_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** Activates a waiting service worker (the new version) and reloads; once per minimum build and tab. */
async function forceUpdate(minBuild: string): Promise<void> {
  try {
    if (sessionStorage.getItem(FORCED_UPDATE_KEY) === minBuild) {
      console.warn('FORCE_UPDATE: la versión nueva no llegó después de recargar', minBuild);
      return;
    }
    sessionStorage.setItem(FORCED_UPDATE_KEY, minBuild);
  } catch {
    // Without session storage the reload still happens; the server stops asking once the build is current.
  }
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) {
    await registration.update().catch(() => undefined);
    const waiting = registration.waiting ?? registration.installing;
    if (waiting) {
      const activated = new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
        setTimeout(resolve, 3_000);
      });
      // vite-plugin-pwa's prompt-mode worker waits for this message before taking over.
      waiting.postMessage({ type: 'SKIP_WAITING' });
      await activated;
    }
  }
  window.location.reload();
}

async function clearCaches(queryClient: QueryClient): Promise<void> {
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  await queryClient.resetQueries();
}

/**
 * CUSTOM runs only actions this build knows, named by args[0]: 'navigate' to an in-app hash route (args[1]),
 * 'clearCache' (offline caches and loaded data). Server text is never evaluated as code.
 */
async function runCustomCommand(args: string[], queryClient: QueryClient): Promise<void> {
  const [action, target] = args;
  if (action === 'navigate' && target && SAFE_HASH_ROUTE.test(target)) {
    window.location.hash = `#${target}`;
  } else if (action === 'clearCache') {
    await clearCaches(queryClient);
  } else {
    console.warn('CUSTOM: acción desconocida o inválida', args);
  }
}

export async function runSiteCommand({ command, args }: SiteCommand, queryClient: QueryClient): Promise<void> {
  switch (command) {
    case 'CONSOLE':
      console.log(...args);
      return;
    case 'LOGOUT':
      clearSession();
      return;
    case 'MSJ':
      window.alert(args[0] ?? '');
      return;
    case 'REFRESH':
      window.location.reload();
      return;
    case 'REFRESHTOKEN':
      if (!isLoggedIn()) return;
      // Spec: a failed refresh is only logged; the current token stays until it expires.
      await refreshSessionToken().catch((err: unknown) => console.error('REFRESHTOKEN falló', err));
      return;
    case 'FORCE_UPDATE':
      await forceUpdate(args[0] ?? String(APP_BUILD));
      return;
    case 'CUSTOM':
      await runCustomCommand(args, queryClient);
      return;
    case 'EVENTESTADISTICA':
      trackEvent(args[0] ?? '', args[1] ?? '', args[2] ?? '');
      return;
    default:
      window.alert(es.commands.invalid);
  }
}

/** Asks for the site state and runs the commands in order; a failed ask is only logged. */
export async function runSiteCommands(queryClient: QueryClient): Promise<void> {
  try {
    const { commands } = await getStateSite({ build: APP_BUILD, ver: readSessionVer(), deviceId: getDeviceId() });
    for (const command of commands) await runSiteCommand(command, queryClient);
  } catch (err) {
    console.warn('getStateSite falló', err);
  }
}
