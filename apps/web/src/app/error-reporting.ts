import { describeError, reportError } from '../ui/analytics.ts';

/**
 * Spec 02 §8: unhandled errors are reported to analytics as uncontrolled errors. Installed by the entry's first
 * imports (main.tsx), so an error while the app boots counts too; the reports wait for the site's trackers
 * (analytics.ts) and cost nothing on a site without them.
 */
function onError(event: ErrorEvent): void {
  // A script of another origin (an analytics library) fails as a bare 'Script error.': nothing to report.
  if (!event.error && (!event.message || event.message === 'Script error.')) return;
  reportError(event.error ? describeError(event.error) : event.message, 'uncontrolled');
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  reportError(describeError(event.reason), 'uncontrolled');
}

window.addEventListener('error', onError);
window.addEventListener('unhandledrejection', onUnhandledRejection);
