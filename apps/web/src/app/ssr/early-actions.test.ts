import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { EARLY_ACTIONS_SCRIPT, startEarlyActions } from './early-actions';

beforeEach(() => {
  vi.useFakeTimers();
  new Function(EARLY_ACTIONS_SCRIPT)();
});
afterEach(() => {
  document.body.innerHTML = '';
  delete window.__shopEarlyHook;
  vi.useRealTimers();
});

/** Marks an element as React marks the ones it hydrated. */
function hydrate(...elements: Element[]): void {
  for (const element of elements) Object.assign(element, { [`__reactFiber$test`]: {} });
}

it('holds back a tap and a form sent before their part is hydrated, then sends each once, in order', async () => {
  document.body.innerHTML =
    '<button id="menu" type="button">Menu</button>' +
    '<form><input name="password" value="x"><button id="send">Accedi</button></form>';
  const menu = document.getElementById('menu') as HTMLButtonElement;
  const form = document.querySelector('form') as HTMLFormElement;
  const early = new MouseEvent('click', { bubbles: true, cancelable: true });
  menu.dispatchEvent(early);
  expect(early.defaultPrevented).toBe(true);
  const earlySubmit = new Event('submit', { cancelable: true });
  form.dispatchEvent(earlySubmit);
  expect(earlySubmit.defaultPrevented).toBe(true);

  const done: string[] = [];
  menu.addEventListener('click', () => done.push('menu'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    done.push('submit');
  });
  startEarlyActions();
  await vi.advanceTimersByTimeAsync(200);
  expect(done).toEqual([]); // not hydrated yet: waiting
  hydrate(menu, form);
  await vi.advanceTimersByTimeAsync(200);
  expect(done).toEqual(['menu', 'submit']);
  await vi.advanceTimersByTimeAsync(6_000);
  expect(done).toEqual(['menu', 'submit']);
});

it('leaves links to the browser and hydrated elements to the app', () => {
  document.body.innerHTML = '<a href="#x" id="link">x</a><button id="b" type="button">b</button>';
  const link = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('link')?.dispatchEvent(link);
  expect(link.defaultPrevented).toBe(false);
  const button = document.getElementById('b') as HTMLButtonElement;
  hydrate(button);
  const late = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(late);
  expect(late.defaultPrevented).toBe(false);
});

it('sends an action made on a part hydrated after the app started, once that part is hydrated', async () => {
  startEarlyActions();
  document.body.innerHTML = '<button id="add" type="button">Aggiungi</button>';
  const add = document.getElementById('add') as HTMLButtonElement;
  const seen = vi.fn();
  add.addEventListener('click', seen);
  add.click();
  expect(seen).toHaveBeenCalledTimes(0);
  hydrate(add);
  await vi.advanceTimersByTimeAsync(100);
  expect(seen).toHaveBeenCalledTimes(1);
});

it('hands the text typed before hydration to the field’s state, also when hydration wiped it', async () => {
  document.body.innerHTML = '<input id="user" value=""><input id="password" type="password" value="">';
  const user = document.getElementById('user') as HTMLInputElement;
  const password = document.getElementById('password') as HTMLInputElement;
  const type = (field: HTMLInputElement, text: string) => {
    field.value = text;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  type(user, 'ros');
  type(user, 'rossi');
  type(password, 'segreta');
  startEarlyActions();
  hydrate(user, password);
  password.value = ''; // what a hydrating controlled field with an empty state does
  const seen: string[] = [];
  document.body.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));
  await vi.advanceTimersByTimeAsync(200);
  expect(seen).toEqual(['rossi', 'segreta']);
  expect(user.value).toBe('rossi');
  expect(password.value).toBe('segreta');
});
