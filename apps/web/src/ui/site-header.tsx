import type { ReactNode } from 'react';
import { es } from '../i18n/es.ts';
import { Icon } from './icons.tsx';
import siteHeaderCss from './site-header.module.css';

export interface SiteHeaderProps {
  title: string;
  subtitle?: string | null;
  /** Shown before the title, e.g. a BackButton. */
  leading?: ReactNode;
  children?: ReactNode;
}

/** The coloured band at the top of the directory screens, holding the page's h1. */
export function SiteHeader({ title, subtitle, leading, children }: SiteHeaderProps) {
  return (
    <header className={siteHeaderCss.siteHeader}>
      <div className={siteHeaderCss.siteHeaderInner}>
        {leading}
        <div className={siteHeaderCss.siteHeaderText}>
          <h1 className={siteHeaderCss.siteHeaderTitle}>{title}</h1>
          {subtitle && <p className={siteHeaderCss.siteHeaderSubtitle}>{subtitle}</p>}
        </div>
        {children}
      </div>
    </header>
  );
}

/** The header's back button. */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={siteHeaderCss.siteHeaderBack} onClick={onClick}>
      <Icon name="arrowLeft" size={18} />
      {es.common.volver}
    </button>
  );
}
