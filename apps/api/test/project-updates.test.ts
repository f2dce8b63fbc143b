import { createProject, createProjectUpdate } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/projects/{id}/updates', () => {
  it("lists the project's updates newest first, and no other project's", async () => {
    const project = await createProject(api.db);
    const other = await createProject(api.db);
    const foundation = await createProjectUpdate(api.db, {
      projectId: project.id,
      title: 'Foundation completed',
      createdAt: '2026-03-01T09:00:00Z',
    });
    const roof = await createProjectUpdate(api.db, {
      projectId: project.id,
      title: 'Roof on',
      updateType: 'milestone',
      progressPercentage: 70,
      imageUrl: '/images/updates/roof.jpg',
      createdAt: '2026-09-15T09:00:00Z',
    });
    const walls = await createProjectUpdate(api.db, {
      projectId: project.id,
      title: 'Walls up',
      updateType: 'progress',
      progressPercentage: null,
      createdAt: '2026-06-10T09:00:00Z',
    });
    await createProjectUpdate(api.db, { projectId: other.id, title: 'Elsewhere' });

    const response = await api.client.projectUpdates.listProjectUpdates({
      params: { id: String(project.id) },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.map((update) => update.id)).toEqual([roof.id, walls.id, foundation.id]);
    expect(response.body[0]).toEqual({
      id: roof.id,
      projectId: project.id,
      title: 'Roof on',
      description: roof.description,
      progressPercentage: 70,
      updateType: 'milestone',
      imageUrl: '/images/updates/roof.jpg',
      milestoneId: null,
      author: 'developer',
      createdAt: '2026-09-15T09:00:00.000Z',
      evidence: [],
      verification: { status: 'not_claimed', reviewedAt: null, inspectorName: null, note: null },
    });
    expect(response.body[1]?.progressPercentage).toBeNull();
  });

  it('answers an empty list for a project without updates', async () => {
    const project = await createProject(api.db);
    const response = await api.client.projectUpdates.listProjectUpdates({
      params: { id: String(project.id) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('answers 404 for an unknown project and 400 for a malformed id', async () => {
    const unknown = await api.client.projectUpdates.listProjectUpdates({
      params: { id: '424242' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Project not found', errorCode: 'NOT_FOUND' });

    const malformed = await fetch(`${api.baseUrl}/api/projects/abc/updates`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: 'Project id must be a number' });
  });
});
