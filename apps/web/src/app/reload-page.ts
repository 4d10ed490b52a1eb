/** Loads the page again from the server, which brings the current release's chunks. */
export function reloadPage(): void {
  window.location.reload();
}
