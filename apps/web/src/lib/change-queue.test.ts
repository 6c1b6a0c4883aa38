import { describe, expect, it } from 'vitest';
import { createChangeQueue } from './change-queue';

type Result = { ok: boolean };
const queueOf = (changed?: () => void) => createChangeQueue<Result, number>(changed);

/** A change the test answers when it wants, recording the order in which changes were sent. */
function server() {
  const sent: string[] = [];
  const answers: ((result: Result) => void)[] = [];
  const change = (label: string) => () =>
    new Promise<Result>((resolve) => {
      sent.push(label);
      answers.push(resolve);
    });
  const answerNext = async (result: Result = { ok: true }) => {
    await Promise.resolve();
    answers.shift()?.(result);
    // Let the queue send what waited.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { sent, change, answerNext };
}

describe('change queue', () => {
  it('ignores a press while the key has a change on its way, and accepts one after', async () => {
    const queue = queueOf();
    const { sent, change, answerNext } = server();
    const first = queue.press('AL1', change('+'));
    expect(queue.isBusy('AL1')).toBe(true);
    await expect(queue.press('AL1', change('+ again'))).resolves.toBeUndefined();
    await answerNext();
    await expect(first).resolves.toEqual({ ok: true });
    expect(queue.isBusy('AL1')).toBe(false);
    void queue.press('AL1', change('−'));
    await answerNext();
    expect(sent).toEqual(['+', '−']);
  });

  it('sends a change made meanwhile after the one on its way, never dropping it', async () => {
    const queue = queueOf();
    const { sent, change, answerNext } = server();
    void queue.press('AL1', change('−'));
    const typed = queue.latest('AL1', 20, change('20'));
    expect(queue.waiting('AL1')).toBe(20);
    expect(sent).toEqual(['−']);
    await answerNext();
    expect(sent).toEqual(['−', '20']);
    expect(queue.waiting('AL1')).toBeUndefined();
    expect(queue.isBusy('AL1')).toBe(true);
    await answerNext();
    await expect(typed).resolves.toEqual({ ok: true });
    expect(queue.isBusy('AL1')).toBe(false);
  });

  it('keeps only the newest of the changes made while a change is on its way', async () => {
    const queue = queueOf();
    const { sent, change, answerNext } = server();
    void queue.press('AL1', change('+'));
    const older = queue.latest('AL1', 15, change('15'));
    const newer = queue.latest('AL1', 30, change('30'));
    await expect(older).resolves.toBeUndefined();
    expect(queue.waiting('AL1')).toBe(30);
    await answerNext();
    await answerNext();
    await expect(newer).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['+', '30']);
  });

  it('sends the waiting change even when the change before it was refused', async () => {
    const queue = queueOf();
    const { sent, change, answerNext } = server();
    const refused = queue.press('AL1', change('+'));
    const typed = queue.latest('AL1', 12, change('12'));
    await answerNext({ ok: false });
    await expect(refused).resolves.toEqual({ ok: false });
    await answerNext();
    await expect(typed).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['+', '12']);
  });

  it('keeps keys apart and tells when a key becomes busy or idle', async () => {
    let changes = 0;
    const queue = queueOf(() => (changes += 1));
    const { sent, change, answerNext } = server();
    void queue.press('AL1', change('AL1 +'));
    void queue.press('AL2', change('AL2 +'));
    expect(sent).toEqual(['AL1 +', 'AL2 +']);
    expect(changes).toBe(2);
    await answerNext();
    await answerNext();
    expect([queue.isBusy('AL1'), queue.isBusy('AL2')]).toEqual([false, false]);
    expect(changes).toBe(4);
  });

  it('passes on a change that throws, and goes on with the next one', async () => {
    const queue = queueOf();
    const failing = queue.press('AL1', () => {
      throw new Error('network');
    });
    const typed = queue.latest('AL1', 6, () => Promise.resolve({ ok: true }));
    await expect(failing).rejects.toThrow('network');
    await expect(typed).resolves.toEqual({ ok: true });
    expect(queue.isBusy('AL1')).toBe(false);
  });
});
