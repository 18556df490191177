import { reachesBottomBand, showsMoreInfoButton } from '@vidriera/domain/comercios';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** What the visitor can press: the button never stands over one of these. */
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"]';
/** The docked button's height until it has been measured (its CSS min-height; more with a safe-area inset). */
const DEFAULT_BUTTON_HEIGHT_PX = 48;

/** Whether a button or link of the page (other than the button itself) lies in the band the button takes. */
function coversAControl(button: HTMLElement | null, bandHeight: number): boolean {
  const viewportHeight = window.innerHeight;
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (button?.contains(control)) continue;
    if (reachesBottomBand(control.getBoundingClientRect(), viewportHeight, bandHeight)) return true;
  }
  return false;
}

/**
 * Whether the 'Más info' button shows (domain rule showsMoreInfoButton): until the contact section has come 200 px
 * into sight, and while no button or link lies under the button. Checked on every scroll and resize.
 */
export function useMoreInfoVisible(
  target: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): boolean {
  const [visible, setVisible] = useState(false);
  const buttonHeight = useRef(DEFAULT_BUTTON_HEIGHT_PX);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = target.current;
      if (!element) {
        setVisible(false);
        return;
      }
      const shown = button.current;
      if (shown) buttonHeight.current = shown.getBoundingClientRect().height || buttonHeight.current;
      const contactTop = element.getBoundingClientRect().top;
      const viewportHeight = window.innerHeight;
      // The controls are looked at only while the contact section alone would show the button.
      setVisible(
        showsMoreInfoButton(contactTop, viewportHeight, false) &&
          showsMoreInfoButton(contactTop, viewportHeight, coversAControl(shown, buttonHeight.current)),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content above the section (images, the map, the draws) can move it, and the controls, without any scroll.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    // A control can appear or move without anything resizing (the map's marker once the map has loaded, placed by
    // a style transform after it is inserted): the button must give way to it without waiting for the next scroll.
    // Checks stay at most one per frame.
    const controlsObserver = new MutationObserver(schedule);
    controlsObserver.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      controlsObserver.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [target, button]);
  return visible;
}
