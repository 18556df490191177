/** The address a site answers at, on this server's protocol and port (demo domains are *.localhost). */
export function siteAddress(dominioUrl: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${dominioUrl}${port ? `:${port}` : ''}/`;
}
