/** An order's date and time as the merchant's clock shows it: 'sáb 21 nov, 21:05'. */
export function formatFechaHora(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat('es-AR', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(date);
  } catch {
    // An unknown zone name: the browser's own zone is better than nothing.
    return date.toLocaleString('es-AR');
  }
}
