import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEMO_PROJECTS, type DB } from '@coinvest/db';
import type { Kysely } from 'kysely';
import { listProjectsTitled } from '../../lib/projects/project-lookup.repository';
import type { ObjectStorage } from '../storage/object-storage';
import {
  insertProjectPicture,
  listUnitNumbersOfProject,
  projectIdsWithPictures,
} from './gallery.repository';
import { storePicture } from './picture-store';

/** Drawn for this project (SVG rendered with sharp): Accra-style buildings, licence-clean. */
const DEMO_DRAWINGS = ['apartment-block', 'townhouses', 'office-park', 'villa'] as const;

/**
 * The drawings' folder: next to this file when run from the sources (tsx), under src/ when run
 * from the bundle in dist/.
 */
function demoFolder(): string {
  const candidates = ['./demo/', '../src/features/pictures/demo/'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  const folder = candidates.find((candidate) => existsSync(candidate));
  if (!folder) throw new Error('The demo pictures folder is missing');
  return folder;
}

/**
 * Gives each demo project without pictures, and its units, one or two of the drawings, through the
 * same pipeline as an upload, so a newcomer's first look shows covers, not placeholders. Runs
 * only when demo data is seeded; a project or unit that has pictures is left alone, so a
 * restart adds nothing.
 */
export async function seedDemoPictures(db: Kysely<DB>, storage: ObjectStorage): Promise<void> {
  const folder = demoFolder();
  const drawings = await Promise.all(
    DEMO_DRAWINGS.map((name) => readFile(`${folder}${name}.webp`)),
  );
  const drawing = (index: number) => drawings[index % drawings.length] as Buffer;
  const withPictures = new Set(await projectIdsWithPictures(db));
  const projects = await listProjectsTitled(
    db,
    DEMO_PROJECTS.map((demo) => demo.project.title),
  );
  for (const [index, project] of projects.entries()) {
    if (withPictures.has(project.id)) continue;
    const units = await listUnitNumbersOfProject(db, project.id);
    const pictures = [
      { unitId: null, caption: `${project.title}: the street front`, bytes: drawing(index) },
      {
        unitId: null,
        caption: `${project.title}: seen from the garden`,
        bytes: drawing(index + 1),
      },
      ...units.map((unit, unitIndex) => ({
        unitId: unit.id,
        caption: `${project.title}, unit ${unit.unitNumber}`,
        bytes: drawing(index + unitIndex + 2),
      })),
    ];
    for (const [position, picture] of pictures.entries()) {
      const stored = await storePicture(db, storage, picture.bytes, {
        uploadedBy: null,
        keepOriginal: false,
      });
      await insertProjectPicture(db, {
        projectId: project.id,
        unitId: picture.unitId,
        pictureId: stored.id,
        caption: picture.caption,
        position,
        isCover: position === 0,
      });
    }
  }
}
