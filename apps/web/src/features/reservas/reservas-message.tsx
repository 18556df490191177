import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { cx } from '../../ui/cx.ts';
import reservasCss from './reservas.module.css';

const TONE_CLASS = { neutral: undefined, success: reservasCss.rsvMessageSuccess, warn: reservasCss.rsvMessageWarn };

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
    <div className={cx(reservasCss.rsvMessage, TONE_CLASS[tone])}>
      <span className={reservasCss.rsvMessageIcon}>
        <Icon name={icon} size={30} />
      </span>
      <h2 className={reservasCss.rsvMessageTitle}>{title}</h2>
      {text && <p className={reservasCss.rsvMessageText}>{text}</p>}
      {children && <div className={reservasCss.rsvMessageActions}>{children}</div>}
    </div>
  );
}
