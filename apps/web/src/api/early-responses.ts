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
  /**
   * For the screen's data: settles once the page has taken its next steps with the answer (a menu's announcements,
   * a home's links and draws, the booking form's times), leaving their calls in the list. Never rejects.
   */
  after?: Promise<unknown>;
}

/** The page's name for the list (the same as EARLY_RESPONSES_GLOBAL in the API's web-app plugin). */
const EARLY_RESPONSES_GLOBAL = '__earlyResponses';

/**
 * The answer of the same call the page made early (method, url and body as sent: the page writes the body as the app
 * does), taken off the list; undefined when there was none. The answer to the screen's data comes once the page's
 * next steps with it are taken: the app, which takes the same steps with the same data, then finds their calls in
 * the list instead of racing the page to make them (each would otherwise go out twice).
 */
export function takeEarlyResponse(
  method: string,
  url: string,
  body: string | undefined,
): Promise<Response> | undefined {
  const list = (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
  if (!Array.isArray(list)) return undefined;
  const index = (list as EarlyResponse[]).findIndex(
    (call) => call.method === method && call.url === url && call.body === (body ?? null),
  );
  if (index < 0) return undefined;
  const { response, after } = list.splice(index, 1)[0] as EarlyResponse;
  return after ? response.then((answer) => after.then(() => answer)) : response;
}
