import { isAndroidUserAgent } from '@vidriera/domain/android-app';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from '../hash-router.tsx';
import { useSiteMetadata } from '../api/get-site-metadata.ts';
import { useAfterPageLoad } from '../ui/use-after-page-load.ts';
import androidAppBannerSlotCss from './android-app-banner-slot.module.css';

// The banner's code loads once the page has loaded, apart from the first screen's.
const AndroidAppBanner = lazy(() => import('./android-app-banner.tsx').then((m) => ({ default: m.AndroidAppBanner })));

/** The app's package the visitor closed the banner of (localStorage is the site's own: one per domain). */
export const ANDROID_BANNER_DISMISSED_KEY = 'androidAppBannerCerrado';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(ANDROID_BANNER_DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** An Android browser, not the app itself (whose web view Capacitor's bridge marks as native). */
const isAndroidBrowser = () => isAndroidUserAgent(navigator.userAgent) && !window.Capacitor?.isNativePlatform?.();

/**
 * Spec 02 (Other): on an Android browser, outside the app, a site with an app (its metadata's androidPackage) offers
 * it until the visitor closes the offer; never in the back office. Whether it shows is known at the first render
 * (the metadata is in the page, the closing in localStorage), so its room at the top is there from the first paint
 * and nothing moves when the banner fills it, once the page has loaded. Inside the router, so its link follows the
 * visitor from screen to screen.
 */
export function AndroidAppBannerSlot() {
  const isPageLoaded = useAfterPageLoad();
  const { data: site } = useSiteMetadata();
  const [dismissed, setDismissed] = useState(readDismissed);
  const route = useLocation();
  const androidPackage = site?.androidPackage;
  const isBackOffice = route.pathname.startsWith('/admin');
  if (!site || !androidPackage || dismissed === androidPackage || isBackOffice || !isAndroidBrowser()) return null;
  // This page's address after the host, its hash route included: the app opens this very screen.
  const path = `${location.pathname}${location.search}#${route.pathname}${route.search}`;
  const dismiss = () => {
    try {
      localStorage.setItem(ANDROID_BANNER_DISMISSED_KEY, androidPackage);
    } catch {
      // Storage refused (private mode): closed for this visit only.
    }
    setDismissed(androidPackage);
  };
  return (
    <div className={androidAppBannerSlotCss.androidAppBannerSlot} data-testid="android-app-banner-slot">
      {isPageLoaded && (
        <Suspense fallback={null}>
          <AndroidAppBanner androidPackage={androidPackage} nombre={site.nombre} path={path} onDismiss={dismiss} />
        </Suspense>
      )}
    </div>
  );
}
