import type { RefObject } from 'react';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import { useMoreInfoVisible } from './use-more-info-visible.ts';

/** Mobile only (CSS): a floating 'Más info' button that scrolls down to the contact section. */
export function MoreInfoButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const visible = useMoreInfoVisible(target);
  if (!visible) return null;
  const scrollToTarget = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.current?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="home-more-info" onClick={scrollToTarget}>
      {es.home.masInfo}
      <Icon name="chevronDown" size={18} />
    </button>
  );
}
