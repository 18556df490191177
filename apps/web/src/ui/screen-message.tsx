import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';
import screenMessageCss from './screen-message.module.css';

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
    <div className={screenMessageCss.screenMessage} data-tone={tone} role={tone === 'warn' ? 'alert' : undefined}>
      <span className={screenMessageCss.screenMessageIcon}>
        <Icon name={icon} size={26} />
      </span>
      <p className={screenMessageCss.screenMessageTitle}>{title}</p>
      {text && <p className={screenMessageCss.screenMessageText}>{text}</p>}
      {children && <div className={screenMessageCss.screenMessageActions}>{children}</div>}
    </div>
  );
}

/** A screen's loading state: a spinner and the spec's loading text, announced to screen readers. */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <div className={screenMessageCss.screenLoading} role="status">
      <span className={screenMessageCss.screenSpinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
