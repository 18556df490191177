import { formatFechaHoraLarga, getResultadoSorteoRoute, type Concurso } from '@vidriera/domain/concursos';
import { esConcursos } from '../../i18n/es-concursos.ts';
import { LinkifiedText } from '../../ui/linkified-text.tsx';
import { ConcursosIcon, type ConcursosIconName } from './concursos-icons.tsx';
import { isLoginReason } from './concursos-messages.ts';
import { cx } from '../../ui/cx.ts';
import concursosCss from './concursos.module.css';

/** The id of a card's title: the dialogs return focus there when the Participar button is gone or disabled. */
export const toConcursoTitleId = (concursoId: number) => `concurso-${concursoId}-titulo`;

const BADGE_TONES = {
  instantaneo: concursosCss.concursoBadgeInstantaneo,
  participando: concursosCss.concursoBadgeParticipando,
  finalizado: concursosCss.concursoBadgeFinalizado,
  mail: concursosCss.concursoBadgeMail,
};

function Badge({
  icon,
  tone,
  children,
}: {
  icon: ConcursosIconName;
  tone: keyof typeof BADGE_TONES;
  children: string;
}) {
  return (
    <span className={cx(concursosCss.concursoBadge, BADGE_TONES[tone])}>
      <ConcursosIcon name={icon} size={13} />
      {children}
    </span>
  );
}

/** The outcome the caller already has: the prize won, or no luck once the draw is decided. */
function Outcome({ concurso: c }: { concurso: Concurso }) {
  if (c.premioGanado) {
    return (
      <p className={cx(concursosCss.concursoOutcome, concursosCss.concursoOutcomeWon)}>
        <ConcursosIcon name="trophy" size={20} />
        <span>
          <span className={concursosCss.concursoOutcomeLabel}>{esConcursos.tuPremio}</span>
          <span className={concursosCss.concursoOutcomePrize}>{c.premioGanado}</span>
        </span>
      </p>
    );
  }
  const isDecided = c.instantaneo || c.fechaHoraSorteo !== null;
  if (!c.participando || !isDecided) return null;
  return <p className={concursosCss.concursoOutcome}>{esConcursos.sinSuerte}</p>;
}

function Dates({ concurso: c, timeZone }: { concurso: Concurso; timeZone: string }) {
  const format = (iso: string) => formatFechaHoraLarga(new Date(iso), timeZone);
  return (
    <dl className={concursosCss.concursoDates}>
      <div>
        <dt>
          <ConcursosIcon name="calendar" />
          {c.finalizado ? esConcursos.cerro : esConcursos.hasta}
        </dt>
        <dd>{format(c.fechaHoraHastaUTC)}</dd>
      </div>
      {!c.instantaneo && (
        <div>
          <dt>
            <ConcursosIcon name="gift" />
            {esConcursos.sorteo}
          </dt>
          <dd>{format(c.fechaHoraSorteo ?? c.fechaHoraSorteoEstimado)}</dd>
        </div>
      )}
    </dl>
  );
}

function Premios({ concurso: c, titleId }: { concurso: Concurso; titleId: string }) {
  if (c.premios.length === 0) return null;
  const listId = `${titleId}-premios`;
  return (
    <div className={concursosCss.concursoPremios}>
      <h4 id={listId} className={concursosCss.concursoSubtitle}>
        {esConcursos.premios}
      </h4>
      <ul aria-labelledby={listId}>
        {c.premios.map((p) => (
          <li key={p.id} className={c.instantaneo && p.restantes === 0 ? concursosCss.isAgotado : undefined}>
            <ConcursosIcon name="gift" />
            <span className={concursosCss.concursoPremioText}>{p.descripcion}</span>
            <span className={concursosCss.concursoPremioCount}>
              {c.instantaneo && !c.finalizado ? esConcursos.quedan(p.restantes) : esConcursos.cantidad(p.cantidad)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What makes a scheduled draw checkable: the seed's hash from the start, the seed once drawn. */
function Verificable({ concurso: c }: { concurso: Concurso }) {
  if (!c.seedHash) return null;
  return (
    <details className={concursosCss.concursoDetails}>
      <summary>
        <ConcursosIcon name="shield" />
        {esConcursos.verificable}
      </summary>
      <div className={concursosCss.concursoDetailsBody}>
        <p>{esConcursos.verificableTexto}</p>
        <dl className={concursosCss.concursoSeed}>
          <dt>{esConcursos.hashSemilla}</dt>
          <dd>
            <code>{c.seedHash}</code>
          </dd>
          {c.seed && (
            <>
              <dt>{esConcursos.semilla}</dt>
              <dd>
                <code>{c.seed}</code>
              </dd>
            </>
          )}
        </dl>
        {c.fechaHoraSorteo && (
          <a
            href={`/api${getResultadoSorteoRoute.toPath({ concursoId: c.id })}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {esConcursos.verResultado}
          </a>
        )}
      </div>
    </details>
  );
}

export interface ConcursosCardProps {
  concurso: Concurso;
  /** The business's zone: dates read as the merchant writes them. */
  timeZone: string;
  onParticipar: (concurso: Concurso) => void;
  onLoginRequired: () => void;
}

export function ConcursosCard({ concurso: c, timeZone, onParticipar, onLoginRequired }: ConcursosCardProps) {
  const titleId = toConcursoTitleId(c.id);
  const reasonId = `concurso-${c.id}-motivo`;
  const motivo = c.permiteParticipar ? null : c.motivoNoPermiteParticipar;
  // Spec: a refusal that asks to log in still answers a click, with the login screen; so it is only aria-disabled.
  const sendsToLogin = !c.permiteParticipar && isLoginReason(motivo);
  const onClick = () => {
    if (c.permiteParticipar) onParticipar(c);
    else if (sendsToLogin) onLoginRequired();
  };
  return (
    <article
      className={cx(concursosCss.concursoCard, c.finalizado && concursosCss.isFinalizado)}
      aria-labelledby={titleId}
    >
      <div className={concursosCss.concursoPhoto}>
        {c.urlFoto ? (
          <img src={c.urlFoto} alt={esConcursos.fotoDe(c.titulo)} loading="lazy" decoding="async" />
        ) : (
          <span className={concursosCss.concursoPhotoPlaceholder}>
            <ConcursosIcon name="gift" size={48} />
          </span>
        )}
      </div>
      <div className={concursosCss.concursoBody}>
        <div className={concursosCss.concursoBadges}>
          {c.instantaneo && (
            <Badge icon="bolt" tone="instantaneo">
              {esConcursos.instantaneo}
            </Badge>
          )}
          {c.participando && (
            <Badge icon="check" tone="participando">
              {esConcursos.participando}
            </Badge>
          )}
          {c.finalizado && (
            <Badge icon="flag" tone="finalizado">
              {esConcursos.finalizado}
            </Badge>
          )}
          {c.notificaPorMail && (
            <Badge icon="mail" tone="mail">
              {esConcursos.avisoPorMail}
            </Badge>
          )}
        </div>
        <h3 id={titleId} className={concursosCss.concursoTitle} tabIndex={-1}>
          {c.titulo}
        </h3>
        {c.descripcion.trim() && <p className={concursosCss.concursoText}>{c.descripcion.trim()}</p>}
        <Outcome concurso={c} />
        <Dates concurso={c} timeZone={timeZone} />
        <Premios concurso={c} titleId={titleId} />
        <details className={concursosCss.concursoDetails}>
          <summary>
            <ConcursosIcon name="document" />
            {esConcursos.condiciones}
          </summary>
          <div className={concursosCss.concursoDetailsBody}>
            {c.condiciones.trim() ? <LinkifiedText text={c.condiciones.trim()} /> : <p>{esConcursos.sinCondiciones}</p>}
          </div>
        </details>
        <Verificable concurso={c} />
        <div className={concursosCss.concursoActions}>
          <button
            type="button"
            className={concursosCss.concursoParticipar}
            onClick={onClick}
            disabled={!c.permiteParticipar && !sendsToLogin}
            aria-disabled={sendsToLogin || undefined}
            aria-describedby={motivo ? reasonId : undefined}
          >
            {esConcursos.participar}
          </button>
          {motivo && (
            <p id={reasonId} className={concursosCss.concursoMotivo}>
              {motivo}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
