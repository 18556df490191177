import { formatPesos, toPesos } from '@vidriera/domain/pedidos';

/**
 * The simulated provider's checkout page: a small server-rendered Spanish page (no script, works in any
 * browser and in the Android shell) with the amount and the buttons that approve or reject the payment.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;
color:#1b2430;display:flex;align-items:flex-start;justify-content:center;padding:24px 16px}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(20,40,80,.12);overflow:hidden}
header{background:#0b5cad;color:#fff;padding:20px 24px}
header p{margin:0;font-size:.85rem;letter-spacing:.04em;text-transform:uppercase;opacity:.9}
h1{margin:4px 0 0;font-size:1.35rem;line-height:1.3}
section{padding:24px}
.concepto{margin:0 0 4px;color:#4a5565;font-size:.95rem}
.importe{margin:0 0 20px;font-size:2.2rem;font-weight:700;letter-spacing:-.01em}
.aviso{margin:0 0 24px;padding:12px 14px;border-radius:10px;background:#fff7e0;color:#5c4400;font-size:.9rem;line-height:1.4}
form{display:grid;gap:12px;margin:0}
button{font:inherit;font-size:1.05rem;font-weight:600;padding:14px 16px;border-radius:10px;border:2px solid transparent;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.aprobar{background:#137333;color:#fff}
.aprobar:hover{background:#0f5c29}
.rechazar{background:#fff;color:#a50e0e;border-color:#a50e0e}
.rechazar:hover{background:#fdecea}
.volver{display:block;margin-top:20px;text-align:center;color:#0b5cad;font-weight:600}
.estado{margin:0 0 20px;font-size:1.05rem;line-height:1.5}
@media (min-width:700px){body{padding-top:64px}}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><p>Pago simulado</p><h1>${escapeHtml(title)}</h1></header>
<section>
${body}
</section>
</main>
</body>
</html>`;
}

export interface CheckoutPageData {
  titulo: string;
  /** Centavos. */
  importe: number;
  /** Where the form posts the buyer's choice. */
  action: string;
  /** Back to the app without paying. */
  volverUrl: string;
}

export function renderCheckoutPage(data: CheckoutPageData): string {
  return page(
    'Confirmá tu pago',
    `<p class="concepto">${escapeHtml(data.titulo)}</p>
<p class="importe">${escapeHtml(formatPesos(toPesos(data.importe)))}</p>
<p class="aviso" role="note">Este es un medio de pago de prueba: no se realiza ningún cobro real.</p>
<form method="post" action="${escapeHtml(data.action)}">
<button class="aprobar" type="submit" name="accion" value="aprobar">Aprobar pago</button>
<button class="rechazar" type="submit" name="accion" value="rechazar">Rechazar pago</button>
</form>
<a class="volver" href="${escapeHtml(data.volverUrl)}">Volver sin pagar</a>`,
  );
}

/** A page with a message and a link (an unknown checkout, a payment that could not be confirmed). */
export function renderMessagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const anchor = link ? `<a class="volver" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : '';
  return page(title, `<p class="estado">${escapeHtml(message)}</p>${anchor}`);
}
