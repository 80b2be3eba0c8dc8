/** A full reload: the page then registers the remotes' live releases afresh. */
export function reloadPage(): void {
  window.location.reload();
}
