import type { TPicture, TProject } from '@coinvest/contract';
import { percentageOf } from '@coinvest/contract/decimal';
import { toPicture } from '../pictures/picture-store';
import type { GalleryEntryJson } from '../pictures/gallery.repository';
import type { ProjectListingRow } from './projects.repository';

/**
 * The one place a project row becomes what the API shows. Amount columns are numeric(15,2)
 * and percentages numeric(5,2), and the sums of numeric(15,2) keep two places, so PostgreSQL
 * already sends every amount with two places (the contract's response schema checks it).
 */
/** Everything but its progress, which the schedule's rows give (features/progress). */
export function toProject(row: ProjectListingRow): Omit<TProject, 'progress'> {
  const { currentFunding, totalTarget } = row;
  const hasUnits = row.unitCount > 0;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    country: row.country,
    imageUrl: row.imageUrl,
    status: row.status,
    projectType: row.projectType,
    riskLevel: row.riskLevel,
    developerName: row.listedDeveloperName,
    unitPrice: row.unitPrice,
    developerListingPrice: row.developerListingPrice,
    minInvestment: row.minInvestment,
    currentFunding,
    totalTarget,
    fundedPercentage: percentageOf(currentFunding, totalTarget),
    expectedProfit: row.expectedProfit,
    profitRangeMin: row.profitRangeMin,
    profitRangeMax: row.profitRangeMax,
    timeline: row.timeline,
    constructionTimeline: row.constructionTimeline,
    completionDate: row.completionDate,
    // Counted from the units once there are any; the admin's figures until then.
    availableUnits: hasUnits ? row.openUnitCount : row.availableUnits,
    totalUnits: hasUnits ? row.unitCount : row.totalUnits,
    createdAt: row.createdAt.toISOString(),
    developerId: row.developerId,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    coverPicture:
      row.coverPictureId === null || row.coverWidth === null || row.coverHeight === null
        ? null
        : toPicture(
            { id: row.coverPictureId, width: row.coverWidth, height: row.coverHeight },
            row.coverCaption ?? '',
          ),
  };
}

/** The project's gallery, in order, as the project page shows it. */
export function toGallery(entries: readonly GalleryEntryJson[]): TPicture[] {
  return entries.map((entry) =>
    toPicture({ id: entry.pictureId, width: entry.width, height: entry.height }, entry.caption),
  );
}
