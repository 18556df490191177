import { expect, type Page } from '@playwright/test';

/** The phone widths a customer screen must fit: a small Android, the common one, a large one. */
export const PHONE_WIDTHS = [360, 390, 414] as const;

interface LayoutProblem {
  kind: 'overflow' | 'clipped' | 'covered';
  what: string;
}

/**
 * Runs in the page: what a customer would see as broken at the current width. A page wider than the screen (the
 * widest culprits named), a button or button-like link whose label does not fit inside it, and a control that,
 * scrolled as close to the middle of the screen as the page allows, is still under something else (a floating
 * button, a banner): the customer cannot press it.
 */
function findLayoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const width = document.documentElement.clientWidth;
  const nameOf = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.split(' ').filter(Boolean).slice(0, 2).join('.') : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
  };
  const isShown = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const scrollsItself = (el: Element | null): boolean => {
    for (let node = el?.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') return true;
    }
    return false;
  };

  if (document.documentElement.scrollWidth > width + 1) {
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => isShown(el) && el.getBoundingClientRect().right > width + 1 && !scrollsItself(el))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3)
      .map((el) => `${nameOf(el)} to ${Math.round(el.getBoundingClientRect().right)} px`);
    problems.push({
      kind: 'overflow',
      what: `page ${document.documentElement.scrollWidth} px wide: ${wide.join('; ') || 'unknown'}`,
    });
  }

  const controls = Array.from(
    document.querySelectorAll<HTMLElement>(
      'button, [role="button"], a[class*="button"], a[class*="Button"], a[class*="btn"], input[type="submit"]',
    ),
  ).filter((el) => isShown(el) && !el.closest('[aria-hidden="true"], .visually-hidden, [inert]'));

  for (const control of controls) {
    // A label wider than its button: clipped, or cut with an ellipsis, either way not readable.
    const parts = [control, ...Array.from(control.querySelectorAll<HTMLElement>('*'))];
    const cut = parts.find((part) => {
      if (!isShown(part) || part.scrollWidth <= part.clientWidth + 1) return false;
      const style = getComputedStyle(part);
      return style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    });
    if (cut) problems.push({ kind: 'clipped', what: nameOf(control) });
  }

  /** What covers the control's middle, if anything, where it is on screen now (null: visible, or off screen). */
  const coverOf = (control: HTMLElement): Element | null => {
    const box = control.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > width || y > window.innerHeight) return null;
    const hit = document.elementFromPoint(x, y);
    return !hit || control.contains(hit) || hit.contains(control) ? null : hit;
  };
  const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]');
  if (!dialogOpen) {
    const covered = new Map<HTMLElement, Element>();
    // As the screen opens, what the customer sees first must be pressable. A bar across the screen (a header, the
    // actions at the bottom) is where content scrolls under, so there only the check below counts; a floating
    // button is not a bar.
    const isBar = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node.getBoundingClientRect().width >= width * 0.9;
      }
      return false;
    };
    for (const control of controls) {
      const cover = coverOf(control);
      if (cover && !isBar(cover)) covered.set(control, cover);
    }
    // And each control brought to the middle of the screen, or as near as the page allows.
    const startX = window.scrollX;
    const startY = window.scrollY;
    for (const control of controls) {
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const cover = coverOf(control);
      if (cover && !covered.has(control)) covered.set(control, cover);
    }
    window.scrollTo({ left: startX, top: startY, behavior: 'instant' });
    for (const [control, cover] of covered) {
      problems.push({ kind: 'covered', what: `${nameOf(control)} under ${nameOf(cover)}` });
    }
  }
  return problems;
}

/**
 * The screen on display fits a phone at 360, 390 and 414 px: no sideways scrolling, no clipped button label, no
 * control covered by something floating. The viewport changes in place; the caller's own width is restored after.
 */
export async function expectScreenFitsPhones(page: Page, screen: string): Promise<void> {
  const original = page.viewportSize();
  const found: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: original?.height ?? 800 });
    // Two frames: the new width laid out and any resize listener run.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    for (const problem of await page.evaluate(findLayoutProblems)) {
      found.push(`${width} px ${problem.kind}: ${problem.what}`);
    }
  }
  if (original) await page.setViewportSize(original);
  expect(found, `${screen} fits a phone`).toEqual([]);
}

/** Starts adding up the page's layout shifts (CLS, shifts after input excluded) from its first load. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift added up so far, after two frames so that any pending shift is reported. */
export async function readLayoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** Lets the calls matching `url` through only after `ms`, as a slow server would answer them. */
export async function delayCalls(page: Page, url: string, ms: number) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
