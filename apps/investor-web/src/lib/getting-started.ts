/**
 * The navigation state a new investor carries from sign-up, through sign-in, to the KYC centre:
 * there the page welcomes them and points at the next step (docs/decisions.md, Getting started).
 */
export const gettingStartedState = { gettingStarted: true } as const;

export function isGettingStarted(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'gettingStarted' in state;
}
