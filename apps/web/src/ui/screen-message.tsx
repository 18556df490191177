import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';
import './screen-message.css';

/** A card that says why a screen has nothing to show (empty, not found, failed), with what to do next. */
export function ScreenMessage({
  icon,
  title,
  text,
  tone = 'info',
  children,
}: {
  icon: IconName;
  title: string;
  text?: string;
  tone?: 'info' | 'warn';
  children?: ReactNode;
}) {
  return (
    <div className="screen-message" data-tone={tone} role={tone === 'warn' ? 'alert' : undefined}>
      <span className="screen-message-icon">
        <Icon name={icon} size={26} />
      </span>
      <p className="screen-message-title">{title}</p>
      {text && <p className="screen-message-text">{text}</p>}
      {children && <div className="screen-message-actions">{children}</div>}
    </div>
  );
}

/** A screen's loading state: a spinner and the spec's loading text, announced to screen readers. */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <div className="screen-loading" role="status">
      <span className="screen-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
