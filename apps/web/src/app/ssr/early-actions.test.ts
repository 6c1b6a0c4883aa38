import { afterEach, expect, it, vi } from 'vitest';
import { replayPendingSubmit, SUBMIT_GUARD_SCRIPT } from './submit-guard';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

it('holds back a form sent before hydration and sends it through the app once hydrated', () => {
  new Function(SUBMIT_GUARD_SCRIPT)();
  document.body.innerHTML = '<form><input name="password" value="x"><button id="send">Accedi</button></form>';
  const form = document.querySelector('form') as HTMLFormElement;
  const early = new Event('submit', { cancelable: true });
  form.dispatchEvent(early);
  expect(early.defaultPrevented).toBe(true);

  document.documentElement.dataset.hydrated = 'true';
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', onSubmit);
  replayPendingSubmit();
  expect(onSubmit).toHaveBeenCalledTimes(1);
  // Only once.
  replayPendingSubmit();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
