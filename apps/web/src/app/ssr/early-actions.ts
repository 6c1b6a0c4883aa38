// A form sent before the page is hydrated would go the browser's own way (a GET with its fields in
// the address, a password among them). The server-rendered page holds a tiny script that stops such
// a submission and remembers it; once hydrated, the app sends it again through its own handler, so
// an early "Accedi" or "Invia" is neither lost nor leaked.

const PENDING = '__shopPendingSubmit';

type PendingSubmit = [HTMLFormElement, HTMLElement | null];

declare global {
  interface Window {
    [PENDING]?: PendingSubmit | null;
  }
}

/**
 * The inline script (in the page's <head>, with the answer's nonce). It also marks <html data-js>:
 * what only works with JavaScript (the server-rendered cookie dialog) is hidden without it.
 */
export const SUBMIT_GUARD_SCRIPT =
  "document.documentElement.setAttribute('data-js','');" +
  "document.addEventListener('submit',function(e){" +
  "if(document.documentElement.getAttribute('data-hydrated'))return;" +
  `e.preventDefault();window.${PENDING}=[e.target,e.submitter||null]},true)`;

/** Sends the form held back before hydration, if any (called once the app is live). */
export function replayPendingSubmit(): void {
  const pending = window[PENDING];
  if (!pending) return;
  window[PENDING] = null;
  const [form, submitter] = pending;
  if (!form.isConnected) return;
  form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
}
