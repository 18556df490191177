import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { esConcursos } from '../../i18n/es-concursos.ts';
import { cx } from '../../ui/cx.ts';
import concursosCss from './concursos.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  'summary, [tabindex]:not([tabindex="-1"])';

/** Dialogs open at once (the terms one hands over to the result one): the page scrolls again when the last closes. */
let openDialogs = 0;

function lockPageScroll(isLocked: boolean): void {
  document.body.style.overflow = isLocked ? 'hidden' : '';
}

function listFocusable(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

function canTakeFocus(el: HTMLElement | null): el is HTMLElement {
  return Boolean(el?.isConnected) && !(el as HTMLButtonElement).disabled && el!.getClientRects().length > 0;
}

/** Whether a pointer event on the dialog fell on its backdrop (the browser hands those to the dialog itself). */
function isOnBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
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
 * A modal `<dialog>` (Mantine's Modal would load its provider and styles with the home), as the menu's options
 * dialog: the browser keeps the page behind inert and says Escape (`cancel`); Tab wraps from the last control to
 * the first, and focus goes back where it was.
 */
export function ConcursosModal(props: ConcursosModalProps) {
  const { titleId, descriptionId, onClose, isBusy = false, getReturnFocus, initialFocusRef, className } = props;
  const hasCloseButton = props.hasCloseButton ?? true;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef({ onClose, isBusy, getReturnFocus });
  closeRef.current = { onClose, isBusy, getReturnFocus };

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs += 1;
    lockPageScroll(true);
    if (dialog && !dialog.open) dialog.showModal();
    (initialFocusRef?.current ?? dialog)?.focus();
    return () => {
      dialog?.close();
      openDialogs -= 1;
      if (openDialogs === 0) lockPageScroll(false);
      // The next dialog (if any) takes focus in its own effect, which runs after this one.
      const target = canTakeFocus(opener) ? opener : closeRef.current.getReturnFocus?.();
      target?.focus();
    };
  }, [initialFocusRef]);

  const requestClose = () => {
    if (!closeRef.current.isBusy) closeRef.current.onClose();
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      className={cx(concursosCss.concursosDialog, className)}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={(event) => {
        // Closed by the browser while still on screen (a repeated Escape): open again, or let it go.
        const dialog = event.currentTarget;
        if (!dialog.isConnected) return;
        if (closeRef.current.isBusy) dialog.showModal();
        else closeRef.current.onClose();
      }}
      // The backdrop is a mouse convenience; keyboard users have Escape and the close button.
      onMouseDown={(event) => {
        if (isOnBackdrop(event)) requestClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const focusable = listFocusable(event.currentTarget);
        const first = focusable[0];
        const last = focusable.at(-1);
        const active = document.activeElement;
        if (!first || !last) {
          event.preventDefault();
        } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }}
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
    </dialog>,
    document.body,
  );
}
