import { QueryClient } from '@tanstack/react-query';
import type { SiteCommand } from '@vidriera/domain/sites';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStateSite } from '../../src/api/get-state-site.ts';
import { refreshSessionToken } from '../../src/api/new-token.ts';
import { trackEvent } from '../../src/ui/analytics.ts';
import { getDeviceId, runSiteCommand, runSiteCommands } from '../../src/app/run-site-commands.ts';

vi.mock('../../src/api/get-state-site.ts', () => ({ getStateSite: vi.fn() }));
vi.mock('../../src/api/new-token.ts', () => ({ refreshSessionToken: vi.fn() }));
vi.mock('../../src/ui/analytics.ts', () => ({ trackEvent: vi.fn() }));

const queryClient = new QueryClient();
const run = (command: string, ...args: string[]) => runSiteCommand({ command, args }, queryClient);
let alert: ReturnType<typeof vi.fn>;

function logIn(expiration = new Date(Date.now() + 3_600_000).toISOString()) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('expiration', expiration);
  localStorage.setItem('user', 'ana@example.com');
  localStorage.setItem('ver', '5');
}

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(getStateSite).mockReset();
  vi.mocked(refreshSessionToken).mockReset();
  vi.mocked(trackEvent).mockReset();
  localStorage.clear();
});

describe('runSiteCommand', () => {
  it('MSJ shows its text in one alert', async () => {
    await run('MSJ', 'Hoy cerramos a las 22');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Hoy cerramos a las 22');
  });

  it('an unknown command alerts the spec text', async () => {
    await run('COMANDO_INEXISTENTE', 'x');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Comando SiteState no valido');
  });

  it('LOGOUT ends the session and drops the pending order, keeping the device id', async () => {
    logIn();
    localStorage.setItem('pedidopendiente', '{}');
    localStorage.setItem('deviceId', 'dev-1');
    await run('LOGOUT');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('pedidopendiente')).toBeNull();
    expect(localStorage.getItem('deviceId')).toBe('dev-1');
    expect(alert).not.toHaveBeenCalled();
  });

  it('REFRESHTOKEN renews a live session', async () => {
    logIn();
    vi.mocked(refreshSessionToken).mockResolvedValue({} as never);
    await run('REFRESHTOKEN');
    expect(refreshSessionToken).toHaveBeenCalledTimes(1);
  });

  it('REFRESHTOKEN does nothing while logged out', async () => {
    await run('REFRESHTOKEN');
    expect(refreshSessionToken).not.toHaveBeenCalled();
  });

  it('a failed REFRESHTOKEN is only logged and keeps the current token', async () => {
    logIn();
    vi.mocked(refreshSessionToken).mockRejectedValue(new Error('401'));
    await expect(run('REFRESHTOKEN')).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(alert).not.toHaveBeenCalled();
  });

  it('CUSTOM navigate opens an in-app hash route', async () => {
    await run('CUSTOM', 'navigate', '/reservar/pizzeria?fecha=2026-03-10');
    expect(window.location.hash).toBe('#/reservar/pizzeria?fecha=2026-03-10');
  });

  it.each([
    ['another origin', '//evil.example.com'],
    ['a script URL', 'javascript:alert(1)'],
    ['an absolute URL', 'https://evil.example.com/'],
    ['no route', ''],
  ])('CUSTOM navigate refuses %s', async (_label, target) => {
    await run('CUSTOM', 'navigate', target);
    expect(window.location.hash).toBe('');
  });

  it('CUSTOM with an unknown action does nothing visible', async () => {
    await run('CUSTOM', 'eval', 'alert(1)');
    expect(alert).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });

  it('CUSTOM clearCache resets the loaded data', async () => {
    const client = new QueryClient();
    client.setQueryData(['x'], 1);
    const reset = vi.spyOn(client, 'resetQueries');
    await runSiteCommand({ command: 'CUSTOM', args: ['clearCache'] }, client);
    expect(reset).toHaveBeenCalled();
  });

  it('EVENTESTADISTICA sends its analytics event', async () => {
    await run('EVENTESTADISTICA', 'promo', 'click', 'banner');
    expect(trackEvent).toHaveBeenCalledWith('promo', 'click', 'banner');
  });

  it('CONSOLE logs its arguments and alerts nothing', async () => {
    await run('CONSOLE', 'a', 'b');
    expect(console.log).toHaveBeenCalledWith('a', 'b');
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('runSiteCommands', () => {
  it('asks with the build, the session ver and the device id, and runs the commands in order', async () => {
    logIn();
    const commands: SiteCommand[] = [
      { command: 'MSJ', args: ['uno'] },
      { command: 'LOGOUT', args: [] },
      { command: 'MSJ', args: ['dos'] },
    ];
    vi.mocked(getStateSite).mockResolvedValue({ commands });
    await runSiteCommands(queryClient);
    const request = vi.mocked(getStateSite).mock.calls[0]?.[0];
    expect(request).toMatchObject({ ver: 5 });
    expect(request?.build).toBeGreaterThan(0);
    expect(request?.deviceId).toBe(localStorage.getItem('deviceId'));
    expect(alert.mock.calls).toEqual([['uno'], ['dos']]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends ver 0 when the session has expired', async () => {
    logIn(new Date(Date.now() - 1_000).toISOString());
    vi.mocked(getStateSite).mockResolvedValue({ commands: [] });
    await runSiteCommands(queryClient);
    expect(vi.mocked(getStateSite).mock.calls[0]?.[0]).toMatchObject({ ver: 0 });
  });

  it('a failed ask is only logged', async () => {
    vi.mocked(getStateSite).mockRejectedValue(new Error('offline'));
    await expect(runSiteCommands(queryClient)).resolves.toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('getDeviceId', () => {
  it('creates the id once and keeps it', () => {
    const id = getDeviceId();
    expect(id).toBeTruthy();
    expect(getDeviceId()).toBe(id);
    expect(localStorage.getItem('deviceId')).toBe(id);
  });
});
