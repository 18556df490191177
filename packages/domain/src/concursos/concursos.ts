import { toZonedParts } from '../common/time-zone.ts';
import { getNombreMes } from '../common/zoned-time.ts';

/**
 * Prize draws (concursos): who may take part, and the texts a participation answers. The API enforces these rules
 * and the web shows them; the fair selection of a scheduled draw's winners is in sorteo.ts.
 */

export const MOTIVO_INICIAR_SESION = 'Tenés que iniciar sesión para participar.';
export const MOTIVO_YA_PARTICIPA = 'Ya estás participando de este concurso.';
export const MOTIVO_FINALIZADO = 'Este concurso ya finalizó.';
export const MOTIVO_SIN_PREMIOS = 'Ya no quedan premios en este concurso.';

export const TEXTO_SIN_SUERTE = 'Esta vez no hubo suerte. ¡Gracias por participar!';

/** A draw ends when its participation period does, or once a scheduled draw has been run. */
export function isConcursoFinalizado(concurso: { fechaHoraHasta: Date; sorteadoAt: Date | null }, now: Date): boolean {
  return concurso.sorteadoAt !== null || now.getTime() >= concurso.fechaHoraHasta.getTime();
}

export function hasPremiosRestantes(premios: ReadonlyArray<{ restantes: number }>): boolean {
  return premios.some((p) => p.restantes > 0);
}

export interface ParticipacionCheck {
  isLoggedIn: boolean;
  participando: boolean;
  finalizado: boolean;
  /** No prize has a unit left. */
  sinPremios: boolean;
}

export interface PermisoParticipar {
  permiteParticipar: boolean;
  /** Why not, fit to show under the disabled Participar button; null when allowed. */
  motivoNoPermiteParticipar: string | null;
}

/**
 * Whether the caller may join, and the reason when not. A draw that is over (or has nothing left to win) says so
 * even to a visitor: asking them to log in first would only lead to the same refusal.
 */
export function evaluateParticipacion(check: ParticipacionCheck): PermisoParticipar {
  const refuse = (motivo: string): PermisoParticipar => ({
    permiteParticipar: false,
    motivoNoPermiteParticipar: motivo,
  });
  if (check.isLoggedIn && check.participando) return refuse(MOTIVO_YA_PARTICIPA);
  if (check.finalizado) return refuse(MOTIVO_FINALIZADO);
  if (check.sinPremios) return refuse(MOTIVO_SIN_PREMIOS);
  if (!check.isLoggedIn) return refuse(MOTIVO_INICIAR_SESION);
  return { permiteParticipar: true, motivoNoPermiteParticipar: null };
}

/**
 * The outcome of an instant draw: a win with probability `probabilidadGanar`, and then one unit among those left,
 * every unit equally likely (a prize with more units left is more likely). `randoms` are two numbers in [0, 1).
 * Returns the prize's id, or null for no prize.
 */
export function decideInstantPrize(
  premios: ReadonlyArray<{ id: number; restantes: number }>,
  probabilidadGanar: number,
  randoms: readonly [number, number],
): number | null {
  const [winRoll, prizeRoll] = randoms;
  if (!(winRoll < probabilidadGanar)) return null;
  const left = premios.filter((p) => p.restantes > 0);
  const total = left.reduce((sum, p) => sum + p.restantes, 0);
  if (total === 0) return null;
  let unit = Math.min(Math.floor(prizeRoll * total), total - 1);
  for (const premio of left) {
    if (unit < premio.restantes) return premio.id;
    unit -= premio.restantes;
  }
  return null;
}

/** The winner's text: it is the only one that contains 'ganaste', which the web uses to style a win. */
export const formatTextoGanador = (premio: string) => `¡Felicitaciones, ganaste ${premio}!`;

const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "miércoles 6 de enero de 2027 a las 21:00", in the merchant's zone. */
export function formatFechaHoraLarga(instant: Date, timeZone: string): string {
  const p = toZonedParts(instant, timeZone);
  const time = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
  return `${DIAS[p.weekday]} ${p.day} de ${getNombreMes(p.month)} de ${p.year} a las ${time}`;
}

/** What a participant of a scheduled draw reads until the draw is run. */
export function formatTextoInscripto(fechaHoraSorteoEstimado: Date, timeZone: string): string {
  return (
    `¡Listo, ya estás participando! El sorteo se hace el ${formatFechaHoraLarga(fechaHoraSorteoEstimado, timeZone)}. ` +
    'Si salís sorteado te avisamos por WhatsApp.'
  );
}

export interface ResultadoParticipacion {
  instantaneo: boolean;
  /** The scheduled draw has been run (always true for an instant draw, decided on the spot). */
  decidido: boolean;
  /** Description of the prize won, or null. */
  premio: string | null;
  fechaHoraSorteoEstimado: Date;
  timeZone: string;
}

/** textoResultado of a participation: a win, no luck, or (scheduled, not yet run) when the draw happens. */
export function describeResultado(r: ResultadoParticipacion): string {
  if (r.premio !== null) return formatTextoGanador(r.premio);
  if (r.instantaneo || r.decidido) return TEXTO_SIN_SUERTE;
  return formatTextoInscripto(r.fechaHoraSorteoEstimado, r.timeZone);
}

/** How to claim a prize when the merchant wrote nothing of their own. */
export function formatPasosSiguientesPorDefecto(comercio: { nombreComercio: string; domicilio: string }): string {
  const where = comercio.domicilio.trim() ? ` (${comercio.domicilio.trim()})` : '';
  return `Acercate a ${comercio.nombreComercio}${where} con tu DNI y mostrá este mensaje para retirar tu premio.`;
}

/** The WhatsApp message a winner receives. */
export function formatMensajeGanador(m: {
  nombre: string;
  premio: string;
  titulo: string;
  nombreComercio: string;
  pasosSiguientes: string;
}): string {
  const saludo = m.nombre.trim() ? `¡Felicitaciones, ${m.nombre.trim()}!` : '¡Felicitaciones!';
  return `${saludo} Ganaste ${m.premio} en el concurso "${m.titulo}" de ${m.nombreComercio}. ${m.pasosSiguientes}`;
}
