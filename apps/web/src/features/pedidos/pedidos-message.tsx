import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons.tsx';

/** A card that says why a list or an order has nothing to show, with what to do next. */
export function PedidosMessage({
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
    <div className="ped-message" data-tone={tone} role={tone === 'warn' ? 'alert' : undefined}>
      <span className="ped-message-icon">
        <Icon name={icon} size={26} />
      </span>
      <p className="ped-message-title">{title}</p>
      {text && <p className="ped-message-text">{text}</p>}
      {children}
    </div>
  );
}

/** The loading state of an order screen. */
export function PedidosLoading({ label }: { label: string }) {
  return (
    <div className="ped-loading" role="status">
      <span className="ped-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
