import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_ERROR_CODES, IMAGE_MESSAGES, picturePath } from '@coinvest/contract';
import sharp from 'sharp';
import { DEMO_PROJECTS, seedDemoData } from '@coinvest/db';
import { createProject, createUnit } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPictures } from '../src/features/pictures/demo-pictures';
import { readPhotoMetadata } from '../src/features/pictures/photo-metadata';
import { storePicture } from '../src/features/pictures/picture-store';
import { auditRecordsOf, signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import type { TestApi } from './helpers';
import { photoWithExif } from './evidence-fixtures';
import { pngBomb } from './image-bomb';
import { imageOf, jpegWithGpsExif, PDF, startKycTestApi, storedFiles } from './kyc-fixtures';

let api: TestApi;
let storageDir: string;
let admin: Caller;

beforeAll(async () => {
  ({ api, storageDir } = await startKycTestApi());
  admin = await signedInAdmin(api);
});

afterAll(async () => {
  await api.close();
});

const store = (bytes: Buffer, keepOriginal = false) =>
  storePicture(api.db, api.app.storage, bytes, { uploadedBy: null, keepOriginal });

async function fetchVariant(id: number, width: number) {
  const response = await fetch(`${api.baseUrl}${picturePath(id, width)}`);
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('storing a picture', () => {
  it('serves WebP variants at the fixed widths up to its own, upright, without EXIF, cached for a year', async () => {
    const picture = await store(await photoWithExif(700, 400));
    expect(picture).toMatchObject({ width: 700, height: 400, contentType: 'image/jpeg' });

    const served = await fetchVariant(picture.id, 640);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await imageOf(served.bytes)).toMatchObject({
      format: 'webp',
      width: 640,
      exif: undefined,
    });
    expect((await fetchVariant(picture.id, 320)).status).toBe(200);

    // Wider than the picture: not made, so not served.
    const tooWide = await fetchVariant(picture.id, 1280);
    expect(tooWide.status).toBe(404);
    expect(JSON.parse(tooWide.bytes.toString())).toEqual({ message: 'Picture not found' });
  });

  it('turns a photo upright from its EXIF orientation and serves a narrow one at its own width', async () => {
    // 40x20 as stored, orientation 6: upright it is 20 wide and 40 high.
    const picture = await store(await jpegWithGpsExif());
    expect(picture).toMatchObject({ width: 20, height: 40 });
    const served = await fetchVariant(picture.id, 20);
    expect(served.status).toBe(200);
    expect(await imageOf(served.bytes)).toMatchObject({
      width: 20,
      height: 40,
      orientation: undefined,
      exif: undefined,
    });
  });

  it('keeps the original privately only when asked (evidence)', async () => {
    const bytes = await photoWithExif(400, 300);
    const gallery = await store(bytes);
    expect(gallery.originalKey).toBeNull();

    const evidence = await store(bytes, true);
    expect(evidence.originalKey).toEqual(expect.any(String));
    const kept = await readFile(path.join(storageDir, ...(evidence.originalKey ?? '').split('/')));
    expect(kept.equals(bytes)).toBe(true);
    // The row carries what the EXIF said; no route serves the original.
    expect(evidence.takenAt).toEqual(new Date('2026-10-05T14:30:00Z'));
    expect([evidence.latitude, evidence.longitude]).toEqual(['5.603333', '-0.185000']);
  });

  it('refuses what is not a JPEG, PNG or WebP image with a 400, and more than 10 MB with a 413', async () => {
    await expect(store(PDF)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Pictures must be JPEG, PNG or WebP images',
    });
    // A JPEG's first bytes followed by noise does not decode.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await expect(store(fake)).rejects.toMatchObject({ statusCode: 400 });

    const big = Buffer.concat([await photoWithExif(50, 50), Buffer.alloc(10 * 1024 * 1024)]);
    await expect(store(big)).rejects.toMatchObject({
      statusCode: 413,
      message: 'A picture must be at most 10 MB',
    });
  });

  it('answers 404 JSON for an unknown picture', async () => {
    const response = await fetchVariant(2_000_000_000, 320);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.bytes.toString())).toMatchObject({ message: 'Picture not found' });
  });
});

describe('readPhotoMetadata', () => {
  it('reads the capture time and GPS position from EXIF', async () => {
    expect(await readPhotoMetadata(await photoWithExif(40, 30))).toEqual({
      takenAt: new Date('2026-10-05T14:30:00Z'),
      latitude: expect.closeTo(5.603333, 5) as number,
      longitude: expect.closeTo(-0.185, 5) as number,
    });
  });

  it('applies the offset the camera wrote', async () => {
    const bytes = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .withExif({ IFD2: { DateTimeOriginal: '2026:10:05 14:30:00', OffsetTimeOriginal: '+01:00' } })
      .jpeg()
      .toBuffer();
    expect((await readPhotoMetadata(bytes)).takenAt).toEqual(new Date('2026-10-05T13:30:00Z'));
  });

  it('gives nulls for a photo without EXIF and for bytes that are no image', async () => {
    const plain = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    const none = { takenAt: null, latitude: null, longitude: null };
    expect(await readPhotoMetadata(plain)).toEqual(none);
    expect(await readPhotoMetadata(Buffer.from('not a photo'))).toEqual(none);
  });
});

/** POST .../pictures as the admin site sends it: multipart with the file and its caption. */
async function upload(
  token: string,
  projectId: number,
  bytes: Buffer,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('picture', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${api.baseUrl}/api/secure-admin/projects/${projectId}/pictures`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const picture = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();

describe('a project gallery', () => {
  it('orders uploads, makes the first the cover, and shows the cover on the list and the gallery on the project', async () => {
    const project = await createProject(api.db);
    const first = await upload(admin.token, project.id, await picture(), { caption: 'Front' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ position: 0, isCover: true, unitId: null });
    const second = await upload(admin.token, project.id, await picture(700, 500), {
      caption: 'Pool',
    });
    expect(second.body).toMatchObject({
      position: 1,
      isCover: false,
      picture: { width: 700, height: 500, widths: [320, 640], caption: 'Pool' },
    });
    const secondId = String(second.body.id);

    // The second becomes the cover and moves first.
    const changed = await admin.client.adminPictures.updateProjectPicture({
      params: { projectId: String(project.id), pictureId: secondId },
      body: { isCover: true, position: 0 },
    });
    expect(changed.status).toBe(200);
    expect(
      (changed.body as { id: number; isCover: boolean }[]).map(({ isCover }) => isCover),
    ).toEqual([true, false]);

    const detail = await api.client.projects.getProject({ params: { id: String(project.id) } });
    expect(detail.status).toBe(200);
    if (detail.status !== 200) return;
    expect(detail.body.gallery.map((shown) => shown.caption)).toEqual(['Pool', 'Front']);
    expect(detail.body.coverPicture).toMatchObject({ caption: 'Pool', widths: [320, 640] });

    const list = await api.client.projects.listProjects({ query: { q: project.title } });
    expect(list.status === 200 && list.body[0]?.coverPicture?.caption).toBe('Pool');

    const actions = (await auditRecordsOf(api.db, 'project', project.id)).map((r) => r.action);
    expect(actions).toEqual([
      'project.picture_add',
      'project.picture_add',
      'project.picture_update',
    ]);
  });

  it("deleting the cover makes the next gallery picture the cover and removes the picture's files", async () => {
    const project = await createProject(api.db);
    const cover = await upload(admin.token, project.id, await picture(), { caption: 'A' });
    await upload(admin.token, project.id, await picture(), { caption: 'B' });
    const coverPictureId = (cover.body.picture as { id: number }).id;

    const deleted = await admin.client.adminPictures.deleteProjectPicture({
      params: { projectId: String(project.id), pictureId: String(cover.body.id) },
    });
    expect(deleted.status).toBe(200);
    expect((await fetchVariant(coverPictureId, 320)).status).toBe(404);
    const list = await admin.client.adminPictures.listProjectPictures({
      params: { projectId: String(project.id) },
    });
    expect(list.status === 200 && list.body.map((p) => [p.picture.caption, p.isCover])).toEqual([
      ['B', true],
    ]);
  });

  it("deleting the project removes its gallery's, its units' and its evidence's pictures and files", async () => {
    const project = await createProject(api.db);
    const unit = await createUnit(api.db, { projectId: project.id });
    const gallery = await upload(admin.token, project.id, await picture(), { caption: 'Front' });
    const unitPicture = await upload(admin.token, project.id, await picture(), {
      unitId: String(unit.id),
    });
    expect(unitPicture.status).toBe(201);
    const evidence = await store(await photoWithExif(400, 300), true);
    const update = await api.db
      .insertInto('projectUpdates')
      .values({
        projectId: project.id,
        title: 'Slab poured',
        description: 'The first slab is poured.',
        updateType: 'progress',
        author: 'developer',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('updateEvidence')
      .values({ updateId: update.id, pictureId: evidence.id, source: 'developer' })
      .execute();
    const pictureIds = [
      (gallery.body.picture as { id: number }).id,
      (unitPicture.body.picture as { id: number }).id,
      evidence.id,
    ];
    const original = path.join(storageDir, ...(evidence.originalKey ?? '').split('/'));
    await readFile(original);

    const deleted = await admin.client.adminProjects.deleteProject({
      params: { id: String(project.id) },
    });

    expect(deleted.status).toBe(200);
    for (const id of pictureIds) expect((await fetchVariant(id, 320)).status).toBe(404);
    expect(
      await api.db.selectFrom('pictures').select('id').where('id', 'in', pictureIds).execute(),
    ).toEqual([]);
    await expect(readFile(original)).rejects.toMatchObject({ code: 'ENOENT' });
    const records = await auditRecordsOf(api.db, 'project', project.id);
    expect(records.find((record) => record.action === 'project.delete')).toMatchObject({
      before: { cascade: { pictures: { count: 3 } } },
    });
  });

  it("gives a unit its pictures, never as the project's cover", async () => {
    const project = await createProject(api.db);
    const unit = await createUnit(api.db, { projectId: project.id });
    const added = await upload(admin.token, project.id, await picture(), {
      caption: 'Kitchen',
      unitId: String(unit.id),
    });
    expect(added.body).toMatchObject({ unitId: unit.id, isCover: false });
    const units = await api.client.units.listProjectUnits({ params: { id: String(project.id) } });
    expect(units.status === 200 && units.body[0]?.pictures.map((p) => p.caption)).toEqual([
      'Kitchen',
    ]);
    const refused = await admin.client.adminPictures.updateProjectPicture({
      params: { projectId: String(project.id), pictureId: String(added.body.id) },
      body: { isCover: true },
    });
    expect(refused.status).toBe(400);

    const other = await createProject(api.db);
    const wrongUnit = await upload(admin.token, other.id, await picture(), {
      unitId: String(unit.id),
    });
    expect(wrongUnit).toMatchObject({
      status: 400,
      body: { message: 'The unit is not one of this project' },
    });
  });

  it('refuses a file that is not an image, one over 10 MB, and anyone but the admin', async () => {
    const project = await createProject(api.db);
    expect(await upload(admin.token, project.id, PDF)).toMatchObject({
      status: 400,
      body: { message: 'Pictures must be JPEG, PNG or WebP images' },
    });
    const big = Buffer.concat([await picture(), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await upload(admin.token, project.id, big)).toMatchObject({
      status: 413,
      body: { message: 'A picture must be at most 10 MB' },
    });
    const user = await signedInUser(api);
    expect((await upload(user.token, project.id, await picture())).status).toBe(403);
    expect(
      await api.db
        .selectFrom('projectPictures')
        .where('projectId', '=', project.id)
        .select('id')
        .execute(),
    ).toEqual([]);
  });
});

describe('an image bomb in the gallery', () => {
  const pictureCount = async () =>
    Number(
      (
        await api.db
          .selectFrom('pictures')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('is refused with 413 and its pixel limit, and nothing is stored', async () => {
    const project = await createProject(api.db);
    const [files, pictures] = [await storedFiles(storageDir), await pictureCount()];
    const response = await upload(admin.token, project.id, pngBomb(), { caption: 'Bomb' });
    expect(response).toEqual({
      status: 413,
      body: {
        message: IMAGE_MESSAGES.imageTooManyPixels,
        errorCode: IMAGE_ERROR_CODES.tooManyPixels,
      },
    });
    expect(response.body.message).toContain('40 megapixels');
    expect(await storedFiles(storageDir)).toEqual(files);
    expect(await pictureCount()).toBe(pictures);
    expect(
      await api.db.selectFrom('projectPictures').where('projectId', '=', project.id).execute(),
    ).toEqual([]);
  });

  it('is not even looked at for an unknown project: 404 comes first', async () => {
    expect((await upload(admin.token, 2_000_000_000, pngBomb())).status).toBe(404);
    expect((await upload(admin.token, 2_000_000_000, PDF)).status).toBe(404);
  });
});

describe('demo pictures', () => {
  // Encoding every demo picture's variants is all CPU: 11 s alone, 22 s beside two busy loops,
  // and more beside other work, so it gets a budget of its own.
  it('gives every demo project a cover and every demo unit a picture, once', async () => {
    await seedDemoData(api.db, { investorPassword: 'Demo-Investor-Pass1' });
    await seedDemoPictures(api.db, api.app.storage);
    const count = () =>
      api.db
        .selectFrom('projectPictures')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
    const after = await count();
    await seedDemoPictures(api.db, api.app.storage);
    expect(await count()).toEqual(after);

    const list = await api.client.projects.listProjects({ query: { q: 'Legon Court' } });
    const cover = list.status === 200 ? list.body[0]?.coverPicture : undefined;
    expect(cover).toMatchObject({ widths: [320, 640, 1280] });
    expect((await fetchVariant(cover?.id ?? 0, 320)).status).toBe(200);
    const unitsWithout = await api.db
      .selectFrom('units')
      .innerJoin('projects', 'projects.id', 'units.projectId')
      .leftJoin('projectPictures', 'projectPictures.unitId', 'units.id')
      .where(
        'projects.title',
        'in',
        DEMO_PROJECTS.map((demo) => demo.project.title),
      )
      .where('projectPictures.id', 'is', null)
      .select('units.id')
      .execute();
    expect(unitsWithout).toEqual([]);
  }, 240_000);
});
