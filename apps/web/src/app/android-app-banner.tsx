import { androidIntentUrl, playStoreUrl } from '@vidriera/domain/android-app';
import { es } from '../i18n/es.ts';
import { Icon } from '../ui/icons.tsx';
import { buttonClass } from '../ui/button.ts';
import { cx } from '../ui/cx.ts';
import androidAppBannerCss from './android-app-banner.module.css';

interface Props {
  androidPackage: string;
  /** The site's name. */
  nombre: string;
  /** This page's address after the host: the app opens this very page. */
  path: string;
  onDismiss: () => void;
}

/**
 * The offer of the site's Android app (shown by AndroidAppBannerSlot): open this page in the app (an intent link:
 * a phone without the app lands on the store listing instead), install it, or close the offer.
 */
export function AndroidAppBanner({ androidPackage, nombre, path, onDismiss }: Props) {
  return (
    <aside className={androidAppBannerCss.androidAppBanner} aria-label={es.androidApp.region}>
      <button
        type="button"
        className={androidAppBannerCss.androidAppBannerClose}
        aria-label={es.androidApp.cerrar}
        onClick={onDismiss}
      >
        <Icon name="close" size={20} />
      </button>
      <div className={androidAppBannerCss.androidAppBannerText}>
        <p className={androidAppBannerCss.androidAppBannerTitle}>{es.androidApp.titulo(nombre)}</p>
        <a
          className={androidAppBannerCss.androidAppBannerInstall}
          href={playStoreUrl(androidPackage)}
          target="_blank"
          rel="noopener"
        >
          {es.androidApp.instalar}
        </a>
      </div>
      <a
        className={cx(buttonClass('primary'), androidAppBannerCss.androidAppBannerButton)}
        href={androidIntentUrl(location.host, path, androidPackage)}
      >
        {es.androidApp.abrir}
      </a>
    </aside>
  );
}
