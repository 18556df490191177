import { type RefObject, useEffect, useState } from 'react';

/** Spec section 9: the home's scroll button depends on the contact section being within 200 px of the bottom. */
export const MORE_INFO_OFFSET_PX = 200;

/**
 * The contact section counts as reached once its top edge has come 200 px into the viewport from the bottom:
 * from then on its first lines are in sight and the button, whose only job is to get there, hides.
 */
export function isContactReached(contactTop: number, viewportHeight: number): boolean {
  return contactTop <= viewportHeight - MORE_INFO_OFFSET_PX;
}

/** Whether the 'Más info' button shows: while the contact section has not been reached. */
export function useMoreInfoVisible(target: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = target.current;
      setVisible(element ? !isContactReached(element.getBoundingClientRect().top, window.innerHeight) : false);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content above the section (images, the map) can move it without any scroll.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [target]);
  return visible;
}
