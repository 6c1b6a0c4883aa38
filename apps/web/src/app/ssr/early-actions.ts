// What a visitor does before the page is live is not lost. The server-rendered page holds a tiny
// script (EARLY_ACTIONS_SCRIPT) that, on any element React has not hydrated yet (before the app
// starts, and in a part of the page hydrated after the rest), holds back:
// - a form sent (it would otherwise go the browser's own way: a GET with its fields, a password
//   among them, in the address; or reach a form whose fields React is about to reset);
// - a tap or click on a button ('Menu', 'Filtri', 'Accetta tutti', 'Aggiungi', '+'), which would do
//   nothing before React's handlers are attached;
// and notes what is typed into a field, which hydration would otherwise wipe (the field's state still
// holds the server's value). Once the app is live, startEarlyActions() hands each to the app, in the
// order it was made, as soon as React has hydrated its element. Links keep working natively.

const QUEUE = '__shopEarly';
const HOOK = '__shopEarlyHook';
/** Set while the app sends an action again: the script lets that one through. */
const REPLAYING = '__shopReplaying';
/** How long an early action waits for its element to be hydrated before it is sent anyway. */
const HYDRATION_WAIT_MS = 5_000;

type Field = HTMLInputElement | HTMLTextAreaElement;

type EarlyAction =
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'typed'; target: Field; value: string };

declare global {
  interface Window {
    [QUEUE]?: EarlyAction[];
    [HOOK]?: () => void;
    [REPLAYING]?: boolean;
  }
}

/**
 * The inline script (in the page's <head>, with the answer's nonce). It also marks <html data-js>:
 * what only works with JavaScript (the server-rendered cookie dialog) is hidden without it. An element
 * React has hydrated carries its fiber (a `__reactFiber$…` key); server HTML has none. A submit
 * button's click is left to its form's submit event.
 */
export const EARLY_ACTIONS_SCRIPT =
  '(function(d,w){' +
  "d.documentElement.setAttribute('data-js','');" +
  `var q=w.${QUEUE}=[];` +
  "function dead(n){var k=Object.keys(n);for(var i=0;i<k.length;i++)if(k[i].indexOf('__reactFiber$')===0)return false;return true}" +
  `function add(a){q.push(a);if(w.${HOOK})w.${HOOK}()}` +
  `function hold(e,n){if(w.${REPLAYING}||!dead(n))return false;` +
  'e.preventDefault();e.stopPropagation();return true}' +
  "d.addEventListener('submit',function(e){if(hold(e,e.target))add({kind:'submit',target:e.target,submitter:e.submitter||null})},true);" +
  "d.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('button,[role=button],[role=checkbox],[role=switch],[role=tab]');" +
  "if(!b||b.disabled||(b.tagName==='BUTTON'&&b.type==='submit'&&b.form))return;" +
  "if(hold(e,b))add({kind:'click',target:b})},true);" +
  "d.addEventListener('input',function(e){var t=e.target;if(t&&'value' in t&&dead(t))add({kind:'typed',target:t,value:t.value})},true)" +
  '})(document,window)';

/** Whether React has hydrated this element. */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Runs `act` once `element` is hydrated, or after a wait; always in a task of its own, after React
 * has rendered what the previous action changed.
 */
function whenHydrated(element: Element, act: () => void, waited = 0): void {
  window.setTimeout(
    () => {
      if (!element.isConnected || isHydrated(element) || waited >= HYDRATION_WAIT_MS) return act();
      whenHydrated(element, act, waited + 50);
    },
    waited === 0 ? 0 : 50,
  );
}

/**
 * Tells the field's React state what the field shows. React compares with the last value it saw:
 * the server's is set first through the element's own setter (which React watches), then the typed
 * text through the prototype's (which it does not), so the input event reads as a change.
 */
function announce(field: Field, text: string): void {
  const prototype = Object.getPrototypeOf(field) as Field;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = text === field.defaultValue ? `${text} ` : field.defaultValue;
  setValue?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay(action: EarlyAction): void {
  if (!action.target.isConnected) return;
  window[REPLAYING] = true;
  try {
    send(action);
  } finally {
    window[REPLAYING] = false;
  }
}

function send(action: EarlyAction): void {
  if (action.kind === 'click') {
    action.target.click();
  } else if (action.kind === 'submit') {
    const { target, submitter } = action;
    target.requestSubmit(submitter && target.contains(submitter) ? submitter : undefined);
  } else if (action.target.value === action.value || action.target.value === action.target.defaultValue) {
    // Kept, or wiped back to the server's value by hydration: the typed text goes to the state. A
    // field that shows something else was typed into since, with React listening: left as it is.
    announce(action.target, action.value);
  }
}

/** Whether a later entry of the queue types into the same field (only the last text counts). */
function typedAgain(action: EarlyAction, later: readonly EarlyAction[]): boolean {
  return (
    action.kind === 'typed' && later.some((next) => next.kind === 'typed' && next.target === action.target)
  );
}

/**
 * Once the app is live: hands over what was done before, in order, each once its element is
 * hydrated, and whatever is still done on a part of the page not hydrated yet.
 */
export function startEarlyActions(): void {
  if (window[HOOK]) return; // already started (a development StrictMode effect runs twice)
  const queue = window[QUEUE] ?? (window[QUEUE] = []);
  let running = false;
  const drain = () => {
    if (running) return;
    const action = queue.shift();
    if (!action) return;
    if (typedAgain(action, queue)) return drain();
    running = true;
    whenHydrated(action.target, () => {
      replay(action);
      running = false;
      drain();
    });
  };
  window[HOOK] = drain;
  drain();
}
