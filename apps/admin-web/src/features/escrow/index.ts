/**
 * The escrow feature's public surface: a project's escrow section (balances, release plan,
 * releases) and a developer's payout account, each placed in its owner's edit view.
 */
export { ProjectEscrow } from './ProjectEscrow';
export type { PlanMilestone } from './ReleasePlan';
export { PayoutAccount } from './PayoutAccount';
