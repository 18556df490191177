/**
 * The calls the page made before the app arrived (the page's inline script, apps/api/src/plugins/web-app.ts,
 * EARLY_RESPONSES_GLOBAL): a menu or a booking form opened from a link asks for its data, and the form for its first
 * times, while the app's script is still on its way. The app's own call takes the answer of the same call (method,
 * path and body), once; any later call goes to the network as usual.
 */
interface EarlyResponse {
  method: string;
  url: string;
  body: string | null;
  response: Promise<Response>;
  /** The device's Date.now() when the page sent the call, and when its answer came (once it has). */
  sentAt?: number;
  receivedAt?: number;
  /**
   * For the screen's data: settles once the page has taken its next steps with the answer (a menu's announcements,
   * a home's links and draws, the booking form's times), leaving their calls in the list. Never rejects.
   */
  after?: Promise<unknown>;
}

/** The page's name for the list (the same as EARLY_RESPONSES_GLOBAL in the API's web-app plugin). */
const EARLY_RESPONSES_GLOBAL = '__earlyResponses';

/** An answer, with the device's instants (Date.now()) of sending its call and of its arrival; null when unknown. */
export interface TimedResponse {
  response: Response;
  sentAt: number | null;
  receivedAt: number | null;
}

/** The URLs whose page preload a call has taken already (only the first matching call takes it). */
const takenPreloads = new Set<string>();

/**
 * Whether this call takes the answer the page preloaded for its screen (`<link rel=preload as=fetch>`, written by the
 * page's inline script): the first GET of that URL does. That answer may have arrived before the call was made, so
 * the call's own round trip says nothing of when the server answered (server-clock.ts must not be told it).
 */
export function takesPagePreload(method: string, url: string): boolean {
  if (method !== 'GET' || takenPreloads.has(url)) return false;
  const links = document.head.querySelectorAll('link[rel="preload"][as="fetch"]');
  const preloaded = Array.from(links).some((link) => link.getAttribute('href') === url);
  if (preloaded) takenPreloads.add(url);
  return preloaded;
}

/**
 * The answer of the same call the page made early (method, url and body as sent: the page writes the body as the app
 * does), taken off the list, with when the page sent it and when it came; undefined when there was none. The answer
 * to the screen's data comes once the page's next steps with it are taken: the app, which takes the same steps with
 * the same data, then finds their calls in the list instead of racing the page to make them (each would otherwise go
 * out twice).
 */
export function takeEarlyResponse(
  method: string,
  url: string,
  body: string | undefined,
): Promise<TimedResponse> | undefined {
  const list = (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
  if (!Array.isArray(list)) return undefined;
  const index = (list as EarlyResponse[]).findIndex(
    (call) => call.method === method && call.url === url && call.body === (body ?? null),
  );
  if (index < 0) return undefined;
  const call = list.splice(index, 1)[0] as EarlyResponse;
  // The page's own call took the preload of its URL.
  takenPreloads.add(url);
  // The page notes the arrival as the answer comes, before any later reader of the same promise runs.
  const timed = call.response.then((response) => ({
    response,
    sentAt: call.sentAt ?? null,
    receivedAt: call.receivedAt ?? null,
  }));
  const { after } = call;
  return after ? timed.then((answer) => after.then(() => answer)) : timed;
}
