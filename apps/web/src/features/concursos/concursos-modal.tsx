import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { esConcursos } from '../../i18n/es-concursos.ts';
import { cx } from '../../ui/cx.ts';
import concursosCss from './concursos.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  'summary, [tabindex]:not([tabindex="-1"])';

/** Dialogs open at once (the terms one hands over to the result one): the page stays inert until the last closes. */
let openDialogs = 0;

function setPageInert(isInert: boolean): void {
  const root = document.getElementById('root');
  if (root) root.inert = isInert;
  document.body.style.overflow = isInert ? 'hidden' : '';
}

function listFocusable(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

function canTakeFocus(el: HTMLElement | null): el is HTMLElement {
  return Boolean(el?.isConnected) && !(el as HTMLButtonElement).disabled && el!.getClientRects().length > 0;
}

export interface ConcursosModalProps {
  titleId: string;
  descriptionId?: string;
  /** Escape, the close button and a click on the backdrop; ignored while `isBusy`. */
  onClose: () => void;
  isBusy?: boolean;
  /** Where focus goes on close when the element that opened the dialog can no longer take it. */
  getReturnFocus?: () => HTMLElement | null;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The corner X; a dialog whose own button already says Cerrar leaves it out (one name, one button). */
  hasCloseButton?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog in plain React (Mantine's Modal would load its provider and styles with the home): role dialog,
 * focus kept inside (Tab wraps, the page behind is inert), Escape closes, focus goes back where it was.
 */
export function ConcursosModal(props: ConcursosModalProps) {
  const { titleId, descriptionId, onClose, isBusy = false, getReturnFocus, initialFocusRef, className } = props;
  const hasCloseButton = props.hasCloseButton ?? true;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef({ onClose, isBusy, getReturnFocus });
  closeRef.current = { onClose, isBusy, getReturnFocus };

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs += 1;
    setPageInert(true);
    (initialFocusRef?.current ?? panelRef.current)?.focus();
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) setPageInert(false);
      // The next dialog (if any) takes focus in its own effect, which runs after this one.
      const target = canTakeFocus(opener) ? opener : closeRef.current.getReturnFocus?.();
      target?.focus();
    };
  }, [initialFocusRef]);

  useEffect(() => {
    // On the document, not the panel: a click on the backdrop leaves focus on the body, and Escape and Tab
    // must still work from there.
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!closeRef.current.isBusy) closeRef.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = listFocusable(panel);
      const first = focusable[0];
      const last = focusable.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (!panel.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    // The backdrop is a mouse convenience; keyboard users have Escape and the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className={concursosCss.concursosBackdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !isBusy) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={cx(concursosCss.concursosDialog, className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        {hasCloseButton && (
          <button
            type="button"
            className={concursosCss.concursosDialogClose}
            aria-label={esConcursos.cerrar}
            onClick={onClose}
            disabled={isBusy}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {props.children}
      </div>
    </div>,
    document.body,
  );
}
