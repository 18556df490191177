import { test as base, expect } from '@playwright/test';

/** Anything not served by the product itself (map tiles, analytics): the suite must not depend on the internet. */
const OUTSIDE_REQUEST = /^https?:\/\/(?!(?:[a-z0-9-]+\.)*localhost(?::\d+)?\/|127\.0\.0\.1(?::\d+)?\/)/i;

/** The suite's `test`: every page runs offline from the outside world, as on the CI machine. */
export const test = base.extend<{ offlineFromOutside: undefined }>({
  offlineFromOutside: [
    async ({ context }, use) => {
      await context.route(OUTSIDE_REQUEST, (route) => route.abort('internetdisconnected'));
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
