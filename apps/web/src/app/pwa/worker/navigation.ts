import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

/** Navigations that are not the app's pages: the API, and files the server answers itself. */
const notAnAppPage = /^\/(api|frontend-content|labels)\/|^\/(config\.json|manifest\.webmanifest|sw\.js)$/;

export function isAppNavigation(request: Request, url: URL): boolean {
  return (
    request.mode === 'navigate' && url.origin === self.location.origin && !notAnAppPage.test(url.pathname)
  );
}

/**
 * The page itself comes from the network whenever there is one (a deploy must show at once, never a
 * stale index.html); without a network the precached shell, which boots the app from its own files.
 */
export async function networkFirstPage(
  request: Request,
  shell: () => Promise<Response | undefined> = () => matchPrecache('index.html'),
): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await shell();
    if (cached) return cached;
    throw error;
  }
}

export function routeNavigations(): void {
  registerRoute(
    ({ request, url }) => isAppNavigation(request, url),
    ({ request }) => networkFirstPage(request),
  );
}
