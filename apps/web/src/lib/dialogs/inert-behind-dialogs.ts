const modalDialogs = '[role="dialog"][aria-modal="true"]';

/**
 * Keeps the app inert while a modal dialog is open in a portal outside it (Mantine's modals), as a
 * native modal dialog keeps the page: assistive technology finds only the dialog, its header is
 * the one banner, and nothing behind it takes focus or clicks. Once the last dialog has gone, the
 * element that had focus in the app gets it back: a dialog's own focus return, which runs while
 * the dialog is still fading out, finds the app inert. Answers how to stop.
 */
export function keepInertBehindDialogs(app: HTMLElement): () => void {
  let lastFocused: HTMLElement | null = null;
  const remember = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && app.contains(event.target)) lastFocused = event.target;
  };
  const follow = () => {
    const open = [...document.querySelectorAll(modalDialogs)].some((dialog) => !app.contains(dialog));
    if (open === app.hasAttribute('inert')) return;
    app.toggleAttribute('inert', open);
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (!open && focusLost && lastFocused?.isConnected) lastFocused.focus({ preventScroll: true });
  };
  const observer = new MutationObserver((records) => {
    if (records.some((record) => !app.contains(record.target))) follow();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', remember);
  follow();
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', remember);
    app.removeAttribute('inert');
  };
}

let installed = false;

/** Once per page: the app's root (#root) is inert behind every modal dialog. */
export function installInertBehindDialogs(): void {
  const app = document.getElementById('root');
  if (installed || app === null) return;
  installed = true;
  keepInertBehindDialogs(app);
}
