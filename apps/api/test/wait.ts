/**
 * The one budget of every wait in the API's tests (a condition, a socket message, a delivery):
 * long enough for a 2-core machine whose cores are held by other work, which runs these
 * servers and PostgreSQL several times slower than an idle one. A wait ends as soon as what it
 * waits for happens, so the budget costs time only when a test fails.
 */
export const WAIT_BUDGET_MS = 30_000;

/** Resolves once the condition holds, checking it every `intervalMs`; throws past the budget. */
export async function until(
  condition: () => Promise<boolean>,
  { budgetMs = WAIT_BUDGET_MS, intervalMs = 20 }: { budgetMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${budgetMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
