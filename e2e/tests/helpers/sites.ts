/** The port the suite serves the product on; playwright.config.ts starts the server there. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * The address of a demo site. Chromium resolves every `*.localhost` name to this machine, so one server answers
 * for all of them and the Host header picks the site: `siteUrl('tandil')` is the portal with categories,
 * `siteUrl('centro')` the portal without, `siteUrl('<carpeta>')` a single-business site and `siteUrl()` plain
 * localhost (the default site).
 */
export function siteUrl(subdomain?: string, hashPath = ''): string {
  const host = subdomain ? `${subdomain}.localhost` : 'localhost';
  return `http://${host}:${E2E_PORT}/${hashPath ? `#${hashPath}` : ''}`;
}
