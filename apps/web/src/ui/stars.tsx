import starsCss from './stars.module.css';

/** Spec: star rating width is 20% per point, maximum 5. */
export function starsWidthPercent(rating: number): number {
  return Math.max(0, Math.min(5, rating)) * 20;
}

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={starsCss.stars} role="img" aria-label={label}>
      <span className={starsCss.starsEmpty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={starsCss.starsFull} aria-hidden="true" style={{ width: `${starsWidthPercent(rating)}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
