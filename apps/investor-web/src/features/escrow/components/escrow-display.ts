import type { TEscrowRelease } from '@coinvest/contract';
import type { TFunction } from 'i18next';

/** A tranche or release by its milestone, or the opening tranche released at funding close. */
export function trancheName(t: TFunction, milestoneName: string | null): string {
  return milestoneName ?? t('escrow.openingTranche');
}

/** When a release left escrow: paid, or approved and on its way to the developer. */
export function releaseDate(release: TEscrowRelease): string {
  return release.paidAt ?? release.approvedAt ?? release.requestedAt;
}
