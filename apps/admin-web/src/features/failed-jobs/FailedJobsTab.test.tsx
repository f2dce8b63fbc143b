import { FAILED_JOB_MESSAGES, type TFailedJob } from '@coinvest/contract';
import { requestedRoutes, stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

function makeFailedJob(overrides: Partial<TFailedJob> = {}): TFailedJob {
  return {
    id: '9007199254740993',
    task: 'E-mail delivery',
    attempts: 8,
    maxAttempts: 8,
    lastError: '421 k***@example.com: try again later',
    failedAt: '2026-11-22T14:05:00.000Z',
    createdAt: '2026-11-22T13:30:00.000Z',
    ...overrides,
  };
}

const page = (items: TFailedJob[]) => ({
  items,
  total: items.length,
  pageSize: 20,
  nextCursor: null,
});

async function openFailedJobs(routes: Record<string, StubbedResponse | (() => StubbedResponse)>) {
  storeSession(admin);
  const fetchStub = stubFetch({ 'GET /api/auth/user': { status: 200, body: admin }, ...routes });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Failed Jobs' }));
  return fetchStub;
}

describe('Failed Jobs tab', () => {
  it('says so when no job has failed', async () => {
    await openFailedJobs({ 'GET /api/secure-admin/failed-jobs': { status: 200, body: page([]) } });
    expect(
      await screen.findByText(
        'No failed jobs: every background job has run or is still being tried.',
      ),
    ).toBeInTheDocument();
  });

  it('lists each failed job with its task, attempts, error and time, and retries one', async () => {
    let failed = [
      makeFailedJob(),
      makeFailedJob({
        id: '12',
        task: 'refresh-rates',
        attempts: 3,
        maxAttempts: 3,
        lastError: null,
      }),
    ];
    const fetchStub = await openFailedJobs({
      'GET /api/secure-admin/failed-jobs': () => ({ status: 200, body: page(failed) }),
      'POST /api/secure-admin/failed-jobs/9007199254740993/retry': () => {
        failed = failed.filter((job) => job.id !== '9007199254740993');
        return {
          status: 202,
          body: {
            message: FAILED_JOB_MESSAGES.failedJobRetried,
            job: {
              id: '9007199254740993',
              task: 'E-mail delivery',
              attempts: 0,
              maxAttempts: 8,
              runAt: '2026-11-22T15:00:00.000Z',
            },
          },
        };
      },
    });

    const table = await screen.findByRole('table', { name: 'Failed Jobs' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('E-mail delivery')).toBeInTheDocument();
    expect(within(first!).getByText('8 of 8')).toBeInTheDocument();
    expect(within(first!).getByText('421 k***@example.com: try again later')).toBeInTheDocument();
    expect(within(first!).getByText(/Nov 22, 2026/)).toBeInTheDocument();
    // A task without words shows its name as it is.
    expect(within(second!).getByText('refresh-rates')).toBeInTheDocument();
    expect(within(second!).getByText('No error recorded')).toBeInTheDocument();
    expect(screen.getByText('2 failed jobs')).toBeInTheDocument();

    await userEvent.click(
      within(first!).getByRole('button', { name: 'Retry E-mail delivery job 9007199254740993' }),
    );

    expect(await screen.findByText('Job Retried')).toBeInTheDocument();
    expect(screen.getByText('The job will run again in a moment')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).queryByText('E-mail delivery')).not.toBeInTheDocument(),
    );
    expect(requestedRoutes(fetchStub)).toContain(
      'POST /api/secure-admin/failed-jobs/9007199254740993/retry',
    );
  });

  it("shows the server's reason when a job can no longer be retried", async () => {
    await openFailedJobs({
      'GET /api/secure-admin/failed-jobs': { status: 200, body: page([makeFailedJob()]) },
      'POST /api/secure-admin/failed-jobs/9007199254740993/retry': {
        status: 404,
        body: { message: FAILED_JOB_MESSAGES.failedJobNotFound },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retry E-mail delivery job 9007199254740993' }),
    );

    expect(await screen.findByText('Retry Failed')).toBeInTheDocument();
    expect(screen.getByText(FAILED_JOB_MESSAGES.failedJobNotFound)).toBeInTheDocument();
  });
});
