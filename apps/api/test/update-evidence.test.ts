import {
  EVIDENCE_FAR_FROM_SITE_METERS,
  IMAGE_MESSAGES,
  type TProjectUpdate,
} from '@coinvest/contract';
import { createProject, createProjectUpdate } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceInMeters } from '../src/features/project-updates/update-evidence';
import { fullProjectInput, signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import {
  PHOTO_POSITION,
  PHOTO_TAKEN_AT,
  photoWithExif,
  photoWithoutExif,
  postMultipart,
} from './evidence-fixtures';
import type { TestApi } from './helpers';
import { pngBomb } from './image-bomb';
import { imageOf, PDF, startKycTestApi } from './kyc-fixtures';

let api: TestApi;
let admin: Caller;
beforeAll(async () => {
  ({ api } = await startKycTestApi());
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

const fields = {
  title: 'Walls of block A',
  description: 'The ground-floor walls of block A are up.',
  progressPercentage: '35',
  updateType: 'progress',
};

/** A project whose site is exactly where the test photos were taken, unless moved. */
const projectAt = (latitude = PHOTO_POSITION.latitude, longitude = PHOTO_POSITION.longitude) =>
  createProject(api.db, { latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) });

const postWithEvidence = (projectId: number, photos: Buffer[], caller: Caller | null = admin) =>
  postMultipart(
    api,
    caller?.token ?? null,
    `/api/projects/${projectId}/updates/with-evidence`,
    fields,
    photos,
  );

async function timeline(projectId: number): Promise<TProjectUpdate[]> {
  const response = await api.client.projectUpdates.listProjectUpdates({
    params: { id: String(projectId) },
  });
  if (response.status !== 200) throw new Error(`timeline: ${response.status}`);
  return response.body;
}

describe('the distance rule', () => {
  it('measures the great-circle distance in whole metres', () => {
    // One degree of a great circle is 2 x pi x 6,371,008.8 m / 360 = 111,195.08 m.
    const accra = { latitude: 5.6, longitude: -0.2 };
    expect(distanceInMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBe(
      111_195,
    );
    expect(distanceInMeters(accra, { latitude: 6.6, longitude: -0.2 })).toBe(111_195);
    expect(distanceInMeters(accra, accra)).toBe(0);
  });
});

describe('a project update with evidence photos', () => {
  it('keeps each photo with its EXIF time and position, its distance from the site, and is reported', async () => {
    const project = await projectAt();
    const response = await postWithEvidence(project.id, [
      await photoWithExif(),
      await photoWithoutExif(),
    ]);
    expect(response.status).toBe(201);
    const update = response.body as unknown as TProjectUpdate;
    expect(update.verification).toEqual({
      status: 'reported',
      reviewedAt: null,
      inspectorName: null,
      note: null,
    });
    expect(update.evidence).toMatchObject([
      {
        source: 'developer',
        takenAt: PHOTO_TAKEN_AT,
        distanceMeters: 0,
        isFarFromSite: false,
        isOlderThanPreviousUpdate: false,
        picture: { width: 400, height: 300, widths: [320] },
      },
      {
        source: 'developer',
        takenAt: null,
        distanceMeters: null,
        isFarFromSite: false,
        isOlderThanPreviousUpdate: false,
      },
    ]);
    expect((await timeline(project.id))[0]).toEqual(update);

    // Everyone sees the photo as a resized web image, without its EXIF.
    const served = await fetch(`${api.baseUrl}/api/pictures/${update.evidence[0]!.picture.id}/320`);
    expect(served.status).toBe(200);
    expect(await imageOf(Buffer.from(await served.arrayBuffer()))).toMatchObject({
      format: 'webp',
      exif: undefined,
    });
  });

  it(`flags, and still shows, a photo taken more than ${EVIDENCE_FAR_FROM_SITE_METERS} m from the site`, async () => {
    // 0.0095 degrees of latitude is about 1,056 m; 0.0085 about 945 m.
    const far = await projectAt(PHOTO_POSITION.latitude + 0.0095);
    const near = await projectAt(PHOTO_POSITION.latitude + 0.0085);
    const photo = await photoWithExif();
    const farUpdate = (await postWithEvidence(far.id, [photo])).body as unknown as TProjectUpdate;
    const nearUpdate = (await postWithEvidence(near.id, [photo])).body as unknown as TProjectUpdate;
    expect(farUpdate.evidence[0]).toMatchObject({ isFarFromSite: true });
    expect(farUpdate.evidence[0]!.distanceMeters).toBeGreaterThan(1000);
    expect(nearUpdate.evidence[0]).toMatchObject({ isFarFromSite: false });
    expect(nearUpdate.evidence[0]!.distanceMeters).toBeLessThan(1000);
    expect((await timeline(far.id))[0]!.evidence).toHaveLength(1);
  });

  it('flags a photo taken before the previous update was posted', async () => {
    const project = await projectAt();
    // The photo was taken on 5 October 2026; this update is posted after it.
    await createProjectUpdate(api.db, {
      projectId: project.id,
      createdAt: new Date('2026-10-20T09:00:00Z'),
    });
    const response = await postWithEvidence(project.id, [await photoWithExif()]);
    expect(response.status).toBe(201);
    expect((response.body as unknown as TProjectUpdate).evidence[0]).toMatchObject({
      isOlderThanPreviousUpdate: true,
    });
  });

  it('has no distance when the project has no site location', async () => {
    const project = await createProject(api.db);
    const response = await postWithEvidence(project.id, [await photoWithExif()]);
    expect((response.body as unknown as TProjectUpdate).evidence[0]).toMatchObject({
      takenAt: PHOTO_TAKEN_AT,
      distanceMeters: null,
      isFarFromSite: false,
    });
  });

  it('refuses a file that is not a picture, and keeps neither the update nor its photos', async () => {
    const project = await projectAt();
    const response = await postWithEvidence(project.id, [await photoWithExif(), PDF]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Pictures must be JPEG, PNG or WebP images');
    expect(await timeline(project.id)).toEqual([]);
  });

  it('refuses an image bomb among the photos with 413 and its pixel limit, keeping no update', async () => {
    const project = await projectAt();
    const response = await postWithEvidence(project.id, [await photoWithExif(), pngBomb()]);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(IMAGE_MESSAGES.imageTooManyPixels);
    expect(await timeline(project.id)).toEqual([]);
    expect((await postWithEvidence(2_000_000_000, [PDF])).status).toBe(404);
  });

  it('refuses more than 6 photos, and a field other than photos', async () => {
    const project = await projectAt();
    const photo = await photoWithoutExif();
    const tooMany = await postWithEvidence(
      project.id,
      Array.from({ length: 7 }, () => photo),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('At most 6 photos can go with an update');
    const wrongField = await postMultipart(
      api,
      admin.token,
      `/api/projects/${project.id}/updates/with-evidence`,
      fields,
      [photo],
      'picture',
    );
    expect(wrongField.status).toBe(400);
    expect(await timeline(project.id)).toEqual([]);
  });

  it('validates the text fields as the JSON route does', async () => {
    const project = await projectAt();
    const response = await postMultipart(
      api,
      admin.token,
      `/api/projects/${project.id}/updates/with-evidence`,
      { ...fields, title: '' },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Title is required');
  });

  it('is for the admin only', async () => {
    const project = await projectAt();
    const user = await signedInUser(api);
    expect((await postWithEvidence(project.id, [], null)).status).toBe(401);
    expect((await postWithEvidence(project.id, [], user)).status).toBe(403);
  });
});

describe("a project's site location", () => {
  it('is set by the admin (both or neither) and shown on the public project', async () => {
    const half = await admin.client.adminProjects.createProject({
      body: { ...fullProjectInput(), latitude: '5.6037', longitude: null },
    });
    expect(half.status).toBe(400);
    expect(half.status === 400 && half.body.message).toBe(
      "Enter both the site's latitude and longitude, or neither",
    );
    const outOfRange = await admin.client.adminProjects.createProject({
      body: { ...fullProjectInput(), latitude: '95', longitude: '0' },
    });
    expect(outOfRange.status).toBe(400);

    const created = await admin.client.adminProjects.createProject({
      body: { ...fullProjectInput(), latitude: '5.6037', longitude: '-0.187' },
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    expect(created.body).toMatchObject({ latitude: 5.6037, longitude: -0.187 });
    await admin.client.adminProjects.publishProject({ params: { id: String(created.body.id) } });
    const shown = await api.client.projects.getProject({
      params: { id: String(created.body.id) },
    });
    expect(shown.status === 200 && shown.body).toMatchObject({
      latitude: 5.6037,
      longitude: -0.187,
    });
  });
});
