/** What sharing did: opened a share sheet, copied the link, was cancelled by the user, or could not do either. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

interface NativeSharePlugin {
  share(options: { title?: string; text?: string; url?: string; dialogTitle?: string }): Promise<unknown>;
}

declare global {
  interface Window {
    /** Present inside the Android wrapper (Capacitor), with its Share plugin when installed. */
    Capacitor?: { isNativePlatform?: () => boolean; Plugins?: { Share?: NativeSharePlugin } };
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Copies a text (an alias, a link): the Clipboard API, else the old way; false when neither works. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or not a secure context: try the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Spec: share with the native share plugin, else the Web Share API, else copy the link to the clipboard. */
export async function shareLink(data: ShareData): Promise<ShareOutcome> {
  const plugin = window.Capacitor?.isNativePlatform?.() ? window.Capacitor.Plugins?.Share : undefined;
  if (plugin) {
    try {
      await plugin.share({ ...data, dialogTitle: data.title });
      return 'shared';
    } catch {
      // The plugin reports a dismissed sheet as an error too; nothing else to do.
      return 'cancelled';
    }
  }
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Not allowed here (e.g. no user activation, unsupported in this browser): fall back to copying.
    }
  }
  return (await copyToClipboard(data.url)) ? 'copied' : 'failed';
}
