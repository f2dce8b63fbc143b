/**
 * The navigation state a new investor carries from sign-up, through sign-in, to the KYC centre:
 * there the page welcomes them and points at the next step
 * (docs/adr/0095-onboarding-and-kyc-screens.md).
 */
export const gettingStartedState = { gettingStarted: true } as const;

export function isGettingStarted(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'gettingStarted' in state;
}
