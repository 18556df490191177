import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons.tsx';

/** A centred card for the screens' states: disabled reservations, not found, empty list, thank-you. */
export function ReservasMessage({
  icon,
  title,
  text,
  tone = 'neutral',
  children,
}: {
  icon: IconName;
  title: string;
  text?: string;
  tone?: 'neutral' | 'success' | 'warn';
  children?: ReactNode;
}) {
  return (
    <div className={`rsv-message rsv-message--${tone}`}>
      <span className="rsv-message-icon">
        <Icon name={icon} size={30} />
      </span>
      <h2 className="rsv-message-title">{title}</h2>
      {text && <p className="rsv-message-text">{text}</p>}
      {children && <div className="rsv-message-actions">{children}</div>}
    </div>
  );
}
