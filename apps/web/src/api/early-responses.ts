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
}

/** The page's name for the list (the same as EARLY_RESPONSES_GLOBAL in the API's web-app plugin). */
const EARLY_RESPONSES_GLOBAL = '__earlyResponses';

/** The answer of the same call the page made early, taken off the list; undefined when there was none. */
export function takeEarlyResponse(
  method: string,
  url: string,
  body: string | undefined,
): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const list = (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
  if (!Array.isArray(list)) return undefined;
  const index = (list as EarlyResponse[]).findIndex(
    (call) => call.method === method && call.url === url && sameJson(call.body, body ?? null),
  );
  if (index < 0) return undefined;
  return (list.splice(index, 1)[0] as EarlyResponse).response;
}

/** Two JSON bodies with the same fields and values, whatever their order (null: no body). */
function sameJson(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  try {
    return canonical(JSON.parse(a)) === canonical(JSON.parse(b));
  } catch {
    return false;
  }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
