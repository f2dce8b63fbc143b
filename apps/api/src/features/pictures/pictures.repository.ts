import type { NewPicture, PictureRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** The files a picture's row names: what is removed from storage once the row is gone. */
export type PictureFiles = Pick<PictureRow, 'storageKey' | 'originalKey' | 'width'>;

export function insertPicture(db: Executor, values: NewPicture): Promise<PictureRow> {
  return db.insertInto('pictures').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Where a picture's served widths are stored, and which widths it has. */
export function findPictureStorage(db: Executor, id: number) {
  return db
    .selectFrom('pictures')
    .select(['storageKey', 'width'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Its gallery entry or evidence goes with it (ON DELETE CASCADE). */
export async function deletePictureRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('pictures').where('id', '=', id).execute();
}

/** deletePictureRow, answering the files the picture had. */
export function deletePictureReturningFiles(db: Executor, id: number): Promise<PictureFiles> {
  return db
    .deleteFrom('pictures')
    .where('id', '=', id)
    .returning(['storageKey', 'originalKey', 'width'])
    .executeTakeFirstOrThrow();
}
