import { UNIT_TYPES, type TAdminUnit, type TUnitFeature, type TUnitType } from '@coinvest/contract';
import { isUnitFeature } from './unit-display';

/** The inline unit form as typed: text inputs hold strings, the contract's schema parses them. */
export interface UnitFormValues {
  unitNumber: string;
  unitType: TUnitType;
  bedrooms: string;
  bathrooms: string;
  floorArea: string;
  plotSize: string;
  price: string;
  minInvestmentAmount: string;
  features: TUnitFeature[];
  description: string;
  imageUrl: string;
  floor: string;
  block: string;
}

export const emptyUnitForm: UnitFormValues = {
  unitNumber: '',
  unitType: UNIT_TYPES[0],
  bedrooms: '',
  bathrooms: '',
  floorArea: '',
  plotSize: '',
  price: '',
  minInvestmentAmount: '',
  features: [],
  description: '',
  imageUrl: '',
  floor: '',
  block: '',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** Editing pre-fills every field with the unit as stored. */
export function unitToFormValues(unit: TAdminUnit): UnitFormValues {
  return {
    unitNumber: unit.unitNumber,
    unitType: unit.unitType,
    bedrooms: text(unit.bedrooms),
    bathrooms: text(unit.bathrooms),
    floorArea: text(unit.floorArea),
    plotSize: text(unit.plotSize),
    price: unit.price,
    minInvestmentAmount: unit.minInvestmentAmount,
    features: unit.features.filter(isUnitFeature),
    description: text(unit.description),
    imageUrl: text(unit.imageUrl),
    floor: text(unit.floor),
    block: text(unit.block),
  };
}

/** A unit card shows at most three features, then '+N more' (docs/product-rules.md, Unit types and features). */
export const FEATURES_SHOWN = 3;

/** Money and areas: two decimals, as the form's step 0.01 inputs take them (docs/product-rules.md, Unit types and features). */
export const decimalInput = { type: 'number', step: 0.01, min: 0, inputMode: 'decimal' } as const;
export const wholeInput = { type: 'number', step: 1, min: 0, inputMode: 'numeric' } as const;
