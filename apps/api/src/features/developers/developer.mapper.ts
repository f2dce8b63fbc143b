import type { TDeveloper } from '@coinvest/contract';
import type { DeveloperRow } from '@coinvest/db';

/** totalValue is numeric(15,2) in cedis and rating numeric(3,2): already two places. */
export function toDeveloper(row: DeveloperRow): TDeveloper {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.address,
    city: row.city,
    country: row.country,
    establishedYear: row.establishedYear,
    licenseNumber: row.licenseNumber,
    specialties: row.specialties,
    logoUrl: row.logoUrl,
    completedProjects: row.completedProjects,
    totalValue: row.totalValue,
    rating: row.rating,
    isActive: row.isActive,
  };
}
