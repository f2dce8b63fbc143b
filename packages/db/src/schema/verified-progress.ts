import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { DateOnly, GeneratedTimestamp, Id, NullableNumeric, NullableTimestamp } from './types';

export type PictureContentType = 'image/jpeg' | 'image/png' | 'image/webp';

/** An uploaded image; its served WebP variants live under storageKey's folder. */
export interface PicturesTable {
  id: Id;
  /** Where the served variants are stored. */
  storageKey: string;
  /** The bytes as received, kept privately (evidence only); null when not kept. */
  originalKey: string | null;
  contentType: PictureContentType;
  byteSize: number;
  width: number;
  height: number;
  /** From the EXIF, when present. */
  takenAt: NullableTimestamp;
  /** Degrees, numeric(9,6); both or neither. */
  latitude: NullableNumeric;
  longitude: NullableNumeric;
  uploadedBy: number | null;
  createdAt: GeneratedTimestamp;
}

/** A project's gallery picture (unitId null) or a unit's picture. */
export interface ProjectPicturesTable {
  id: Id;
  projectId: number;
  unitId: number | null;
  pictureId: number;
  caption: Generated<string>;
  position: Generated<number>;
  /** At most one per project, never a unit's. */
  isCover: Generated<boolean>;
  createdAt: GeneratedTimestamp;
}

export interface ProjectMilestonesTable {
  id: Id;
  projectId: number;
  position: Generated<number>;
  name: string;
  description: Generated<string>;
  plannedDate: DateOnly;
  /** 0 to 100: how complete the project should be on plannedDate. */
  plannedPercent: number;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A planned date set or moved, with its reason. */
export interface MilestoneChangesTable {
  id: Id;
  milestoneId: number;
  previousPlannedDate: string | null;
  newPlannedDate: DateOnly;
  reason: string;
  changedBy: number | null;
  createdAt: GeneratedTimestamp;
}

export type UpdateEvidenceSource = 'developer' | 'inspector';

export interface UpdateEvidenceTable {
  id: Id;
  updateId: number;
  pictureId: number;
  source: UpdateEvidenceSource;
  /** From the photo's EXIF position to the project's site; null when either is unknown. */
  distanceMeters: number | null;
  isOlderThanPreviousUpdate: Generated<boolean>;
  isFarFromSite: Generated<boolean>;
  createdAt: GeneratedTimestamp;
}

export interface InspectorAssignmentsTable {
  inspectorId: number;
  projectId: number;
  assignedBy: number | null;
  createdAt: GeneratedTimestamp;
}

export type DeveloperLicenceKind = 'greda_membership' | 'reac_licence';

export interface DeveloperLicencesTable {
  id: Id;
  developerId: number;
  kind: DeveloperLicenceKind;
  number: string;
  expiresOn: DateOnly;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type PictureRow = Selectable<PicturesTable>;
export type NewPicture = Insertable<PicturesTable>;
export type ProjectPictureRow = Selectable<ProjectPicturesTable>;
export type NewProjectPicture = Insertable<ProjectPicturesTable>;
export type ProjectPictureChanges = Updateable<ProjectPicturesTable>;
export type ProjectMilestoneRow = Selectable<ProjectMilestonesTable>;
export type NewProjectMilestone = Insertable<ProjectMilestonesTable>;
export type ProjectMilestoneChanges = Updateable<ProjectMilestonesTable>;
export type MilestoneChangeRow = Selectable<MilestoneChangesTable>;
export type UpdateEvidenceRow = Selectable<UpdateEvidenceTable>;
export type NewUpdateEvidence = Insertable<UpdateEvidenceTable>;
export type InspectorAssignmentRow = Selectable<InspectorAssignmentsTable>;
export type DeveloperLicenceRow = Selectable<DeveloperLicencesTable>;
export type NewDeveloperLicence = Insertable<DeveloperLicencesTable>;

export const picturesColumns: TableColumns<PicturesTable> = {
  id: 'number',
  storageKey: 'string',
  originalKey: 'string | null',
  contentType: 'string',
  byteSize: 'number',
  width: 'number',
  height: 'number',
  takenAt: 'Date | null',
  latitude: 'string | null',
  longitude: 'string | null',
  uploadedBy: 'number | null',
  createdAt: 'Date',
};

export const projectPicturesColumns: TableColumns<ProjectPicturesTable> = {
  id: 'number',
  projectId: 'number',
  unitId: 'number | null',
  pictureId: 'number',
  caption: 'string',
  position: 'number',
  isCover: 'boolean',
  createdAt: 'Date',
};

export const projectMilestonesColumns: TableColumns<ProjectMilestonesTable> = {
  id: 'number',
  projectId: 'number',
  position: 'number',
  name: 'string',
  description: 'string',
  plannedDate: 'string',
  plannedPercent: 'number',
  createdAt: 'Date',
  updatedAt: 'Date',
};

export const milestoneChangesColumns: TableColumns<MilestoneChangesTable> = {
  id: 'number',
  milestoneId: 'number',
  previousPlannedDate: 'string | null',
  newPlannedDate: 'string',
  reason: 'string',
  changedBy: 'number | null',
  createdAt: 'Date',
};

export const updateEvidenceColumns: TableColumns<UpdateEvidenceTable> = {
  id: 'number',
  updateId: 'number',
  pictureId: 'number',
  source: 'string',
  distanceMeters: 'number | null',
  isOlderThanPreviousUpdate: 'boolean',
  isFarFromSite: 'boolean',
  createdAt: 'Date',
};

export const inspectorAssignmentsColumns: TableColumns<InspectorAssignmentsTable> = {
  inspectorId: 'number',
  projectId: 'number',
  assignedBy: 'number | null',
  createdAt: 'Date',
};

export const developerLicencesColumns: TableColumns<DeveloperLicencesTable> = {
  id: 'number',
  developerId: 'number',
  kind: 'string',
  number: 'string',
  expiresOn: 'string',
  createdAt: 'Date',
  updatedAt: 'Date',
};
