import { type RefObject, useRef } from 'react';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import { useMoreInfoVisible } from './use-more-info-visible.ts';
import homeCss from './home.module.css';

/**
 * Mobile only (CSS): a 'Más info' button docked at the bottom that scrolls down to the contact section, shown
 * while that section is far below and never over another button or link (useMoreInfoVisible).
 */
export function MoreInfoButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const visible = useMoreInfoVisible(target, buttonRef);
  if (!visible) return null;
  const scrollToTarget = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.current?.focus({ preventScroll: true });
  };
  return (
    <button ref={buttonRef} type="button" className={homeCss.homeMoreInfo} onClick={scrollToTarget}>
      {es.home.masInfo}
      <Icon name="chevronDown" size={18} />
    </button>
  );
}
