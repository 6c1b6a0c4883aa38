// A full page load of the current address. Its own module so tests can replace it (jsdom cannot
// navigate).
export function reloadPage(): void {
  window.location.reload();
}
