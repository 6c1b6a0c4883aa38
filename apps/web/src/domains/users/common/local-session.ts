// What the browser keeps for a signed-in user outside the session cookie (spec §4 "Logout": the
// client advanced field, data, numero and codcli). Logout clears exactly these keys of localStorage;
// the cookie-consent choice and everything else stay.
export const LOCAL_SESSION_KEYS = ['clientAdvancedField', 'data', 'numero', 'codcli'] as const;

export function clearLocalSession(storage: Storage = window.localStorage): void {
  for (const key of LOCAL_SESSION_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage blocked by the browser: nothing was kept there either.
    }
  }
}
