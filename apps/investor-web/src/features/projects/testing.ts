import type { TProjectDetail, TProjectUpdate, TUnit, TUnitStatistics } from '@coinvest/contract';

/** A project as GET /api/projects/{id} answers it (the list's, with its gallery), for tests. */
export function makeProject(overrides: Partial<TProjectDetail> = {}): TProjectDetail {
  return {
    id: 1,
    title: 'Legon Court Residences',
    description: 'Apartments off Lagos Avenue, five minutes from the university.',
    location: 'East Legon, Accra',
    country: 'Ghana',
    imageUrl: null,
    status: 'under_construction',
    projectType: 'residential',
    riskLevel: 'medium',
    developerName: 'Adom Homes',
    unitPrice: '120000.00',
    developerListingPrice: '185000.00',
    minInvestment: '5000.00',
    currentFunding: '216750.00',
    totalTarget: '515000.00',
    fundedPercentage: '42.09',
    expectedProfit: '18-24%',
    profitRangeMin: '18.00',
    profitRangeMax: '24.00',
    timeline: 24,
    constructionTimeline: 'Q1 2026 - Q1 2028',
    completionDate: '2028-03-31',
    availableUnits: 2,
    totalUnits: 3,
    createdAt: '2026-11-01T09:00:00.000Z',
    coverPicture: null,
    gallery: [],
    developerId: null,
    latitude: 5.6364,
    longitude: -0.1617,
    progress: {
      delayClass: 'on_track',
      reason: { key: 'onTrack', values: {} },
      notReporting: false,
      plannedPercentToday: 40,
      verifiedPercent: 40,
      updateIntervalDays: 30,
      lastUpdateAt: '2026-11-20T09:00:00.000Z',
    },
    ...overrides,
  };
}

export function makeUnit(overrides: Partial<TUnit> = {}): TUnit {
  return {
    id: 11,
    projectId: 1,
    unitNumber: 'A-101',
    unitType: '2-bedroom-apartment',
    status: 'available',
    bedrooms: 2,
    bathrooms: 2,
    floorArea: '98.00',
    plotSize: null,
    floor: 1,
    block: 'A',
    price: '120000.00',
    minInvestmentAmount: '5000.00',
    currentInvestment: '0.00',
    totalInvestmentNeeded: '120000.00',
    remainingInvestment: '120000.00',
    features: ['ensuite_master', 'fitted_kitchen'],
    imageUrl: null,
    description: null,
    pictures: [],
    ...overrides,
  };
}

export function makeUnitStatistics(overrides: Partial<TUnitStatistics> = {}): TUnitStatistics {
  return {
    availableUnits: 1,
    partiallyFundedUnits: 1,
    fullyFundedUnits: 1,
    soldUnits: 0,
    totalUnits: 3,
    minimumInvestmentRange: { min: '5000.00', max: '10000.00' },
    ...overrides,
  };
}

export function makeUpdate(overrides: Partial<TProjectUpdate> = {}): TProjectUpdate {
  return {
    id: 21,
    projectId: 1,
    title: 'Ground breaking',
    description: 'Site cleared and piling rig on site.',
    progressPercentage: 5,
    updateType: 'milestone',
    imageUrl: null,
    milestoneId: null,
    author: 'developer',
    createdAt: '2026-02-10T09:00:00.000Z',
    evidence: [],
    verification: { status: 'reported', reviewedAt: null, inspectorName: null, note: null },
    ...overrides,
  };
}
