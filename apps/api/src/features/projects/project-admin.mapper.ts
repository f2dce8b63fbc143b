import type { TAdminProject } from '@coinvest/contract';
import type { ProjectRow } from '@coinvest/db';

/** Every stored column the admin edits; numeric columns already carry two places. */
export function toAdminProject(row: ProjectRow): TAdminProject {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    country: row.country,
    projectType: row.projectType,
    developerName: row.developerName,
    totalUnits: row.totalUnits,
    availableUnits: row.availableUnits,
    unitPrice: row.unitPrice,
    minInvestment: row.minInvestment,
    expectedProfit: row.expectedProfit,
    profitRangeMin: row.profitRangeMin,
    profitRangeMax: row.profitRangeMax,
    timeline: row.timeline,
    constructionTimeline: row.constructionTimeline,
    developerListingPrice: row.developerListingPrice,
    status: row.status,
    imageUrl: row.imageUrl,
    riskLevel: row.riskLevel,
    totalInvestmentNeeded: row.totalInvestmentNeeded,
    offPlanPrice: row.offPlanPrice,
    minCoBuyAmount: row.minCoBuyAmount,
    completionListPrice: row.completionListPrice,
    mediaUrls: row.mediaUrls,
    priceNegotiable: row.priceNegotiable,
    completionDate: row.completionDate,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updateIntervalDays: row.updateIntervalDays,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  };
}
