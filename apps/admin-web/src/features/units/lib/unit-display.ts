import { UNIT_FEATURES, type TUnitFeature, type TUnitStatus } from '@coinvest/contract';

/** The badge colours (docs/product-rules.md, Unit funding status): available green, partially funded yellow, fully funded blue, sold grey. */
export const UNIT_STATUS_COLORS: Record<TUnitStatus, string> = {
  available: 'green',
  partially_funded: 'yellow',
  fully_funded: 'blue',
  sold: 'gray',
};

const KNOWN_FEATURES: ReadonlySet<string> = new Set(UNIT_FEATURES);

/** One of the contract's twelve features, which the catalog names. */
export function isUnitFeature(feature: string): feature is TUnitFeature {
  return KNOWN_FEATURES.has(feature);
}
