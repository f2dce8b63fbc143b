/**
 * Runs tasks at most `concurrency` at a time, the others waiting in the order they came.
 * A task's failure is its caller's alone: the queue goes on with the next.
 */
export function createTaskQueue(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < concurrency) running += 1;
    // A finishing task hands its place straight to the next, so `running` stays counted.
    else await new Promise<void>((start) => waiting.push(start));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
