import { describe, expect, it } from 'vitest';
import { createTaskQueue } from './task-queue';

/** A task that runs until `finish` is called, noting when it starts. */
function heldTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (started.push(name), done.then(() => name)), finish };
}

describe('createTaskQueue', () => {
  it('runs one task at a time, in the order they came, and goes on after a failure', async () => {
    const run = createTaskQueue(1);
    const started: string[] = [];
    const first = heldTask(started, 'first');
    const second = heldTask(started, 'second');
    const results = [
      run(first.task),
      run(() => Promise.reject(new Error('bad image'))),
      run(second.task),
    ];
    await Promise.resolve();
    expect(started).toEqual(['first']);
    first.finish();
    await expect(results[0]).resolves.toBe('first');
    await expect(results[1]).rejects.toThrow('bad image');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['first', 'second']);
    second.finish();
    await expect(results[2]).resolves.toBe('second');
  });

  it('runs up to its concurrency side by side', async () => {
    const run = createTaskQueue(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => heldTask(started, name));
    const results = tasks.map(({ task }) => run(task));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    tasks[0]!.finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[1]!.finish();
    tasks[2]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
  });
});
