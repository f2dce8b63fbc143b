import type { TAdminProject } from '@coinvest/contract';

/** A project as the admin's project routes answer it, every field filled. */
export function makeAdminProject(overrides: Partial<TAdminProject> = {}): TAdminProject {
  return {
    id: 4,
    title: 'Legon Court Residences',
    description: 'Two- and three-bedroom apartments near the University of Ghana.',
    location: 'East Legon, Accra',
    country: 'Ghana',
    projectType: 'residential',
    developerName: 'Devtraco Plus',
    totalUnits: 40,
    availableUnits: 32,
    unitPrice: '85000.00',
    minInvestment: '5000.00',
    expectedProfit: '25-35%',
    profitRangeMin: '25.00',
    profitRangeMax: '35.00',
    timeline: 24,
    constructionTimeline: 'Q1 2026 - Q4 2027',
    developerListingPrice: '110000.00',
    status: 'under_construction',
    imageUrl: '/images/legon-court.jpg',
    riskLevel: 'low',
    totalInvestmentNeeded: '3400000.00',
    offPlanPrice: '85000.00',
    minCoBuyAmount: '5000.00',
    completionListPrice: '120000.00',
    mediaUrls: ['/images/legon-1.jpg', '/images/legon-2.jpg'],
    priceNegotiable: false,
    completionDate: '2027-12-31',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    updateIntervalDays: 30,
    ...overrides,
  };
}
