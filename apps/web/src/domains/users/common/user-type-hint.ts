// The user type the shell last saw in this tab (sessionStorage), so that a reload picks the right
// layout at once instead of the visitor's layout until the viewer query answers: staff would see
// the sidebar, or the main layout on a management route, flash and vanish. Only a layout hint: the
// guards and the data still follow the real viewer, which replaces the hint as soon as it loads.
export const USER_TYPE_HINT_KEY = 'shell-user-type';

export function rememberedUserType(storage: Storage | undefined = globalThis.sessionStorage): string | null {
  try {
    return storage?.getItem(USER_TYPE_HINT_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberUserType(
  type: string | null,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    if (type) storage?.setItem(USER_TYPE_HINT_KEY, type);
    else storage?.removeItem(USER_TYPE_HINT_KEY);
  } catch {
    // Storage blocked: the layout follows the viewer once it loads, as without the hint.
  }
}
