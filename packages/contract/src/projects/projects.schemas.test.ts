import { describe, expect, it } from 'vitest';
import { projectListPage } from './projects.pagination';
import {
  PROJECT_MESSAGES as M,
  ZProjectIdParamsSchema,
  ZProjectListQuerySchema,
  type TProject,
} from './projects.schemas';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('project id in the path', () => {
  it('reads digits as a number', () => {
    expect(ZProjectIdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it.each(['abc', '12abc', '1e3', '-1', '1.5', '', '0x1a'])('refuses %j', (id) => {
    expect(firstMessage(ZProjectIdParamsSchema.safeParse({ id }))).toBe(M.projectIdInvalid);
  });
});

describe('project list query', () => {
  it('takes every filter as optional and the limit from the query string', () => {
    expect(ZProjectListQuerySchema.parse({})).toEqual({});
    expect(ZProjectListQuerySchema.safeParse({ projectType: '', minInvestment: '' }).success).toBe(
      true,
    );
    expect(
      ZProjectListQuerySchema.parse({
        location: ' Accra ',
        projectType: 'mixed-use',
        minInvestment: '5000',
        q: 'pool',
        limit: '20',
      }),
    ).toEqual({
      location: 'Accra',
      projectType: 'mixed-use',
      minInvestment: '5000',
      q: 'pool',
      limit: 20,
    });
  });

  it.each([
    [{ projectType: 'castle' }, M.projectTypeInvalid],
    [{ minInvestment: 'Min' }, M.projectMinInvestmentInvalid],
    [{ minInvestment: '-5' }, M.projectMinInvestmentInvalid],
    [{ limit: '0' }, M.projectListLimitInvalid],
    [{ limit: '101' }, M.projectListLimitInvalid],
    [{ limit: 'ten' }, M.projectListLimitInvalid],
    [{ limit: '2.5' }, M.projectListLimitInvalid],
    [{ q: 'x'.repeat(101) }, M.projectSearchTooLong],
  ])('refuses %j', (query, message) => {
    expect(firstMessage(ZProjectListQuerySchema.safeParse(query))).toBe(message);
  });
});

describe('projectListPage', () => {
  const projects = [{ id: 1 }, { id: 2 }] as TProject[];

  it('reads the total and the next cursor from the headers', () => {
    const headers = new Headers({ 'x-total-count': '120', 'x-next-cursor': 'abc' });
    expect(projectListPage(projects, headers)).toEqual({ projects, total: 120, nextCursor: 'abc' });
  });

  it('falls back to the page itself when the headers are missing', () => {
    expect(projectListPage(projects, new Headers())).toEqual({
      projects,
      total: 2,
      nextCursor: null,
    });
  });
});
