import { type Endpoint, type EndpointInput, fillPath, servedPath } from '@mijn/contract';
import { buildQuery } from '../api-client.ts';
import {
  ApiRequestError,
  handleExpiredToken,
  handleFailedResponse,
  showNegativeNotice,
} from '../errors/index.ts';
import { getAccessToken, isAccessTokenExpired } from '../session/index.ts';

const clientVersion: string = import.meta.env.VITE_RELEASE_TAG ?? 'dev';

interface RawInput {
  params?: Record<string, string | number | boolean>;
  query?: Record<string, string | number | boolean | null | undefined>;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (RFC 5987 form first). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (disposition === null) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers read the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches a binary download of the contract with the session's token. Failures follow spec §8: 401
 * and 403 end the session as every call does; otherwise a notice with the status code, 204 meaning
 * there is no file, or 'Request failed' when the server was not reached. Returns null on failure.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
): Promise<DownloadedFile | null> {
  if (isAccessTokenExpired()) {
    handleExpiredToken();
    return null;
  }
  const raw = input as RawInput;
  const path = fillPath(servedPath(endpoint), raw.params) + buildQuery(raw.query ?? {});
  const headers = new Headers({ 'X-Client-Version': clientVersion });
  const token = getAccessToken();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.origin), { method: endpoint.method, headers });
  } catch {
    showNegativeNotice({ key: 'download:failed', values: { status: 'Request failed' } }, 'download-failed');
    return null;
  }
  if (response.status === 401 || response.status === 403) {
    handleFailedResponse(new ApiRequestError(response.status, null), {
      customErrorHandling: true,
      carriesSession: true,
    });
    return null;
  }
  if (response.status === 204) {
    showNegativeNotice({ key: 'download:no-files' }, 'download-failed');
    return null;
  }
  if (!response.ok) {
    showNegativeNotice({ key: 'download:failed', values: { status: response.status } }, 'download-failed');
    return null;
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameFrom(response.headers.get('Content-Disposition'), fallbackName) };
}
