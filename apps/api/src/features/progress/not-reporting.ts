import { NOTIFICATION_TEXTS } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { createNotifications } from '../notifications/create-notifications';
import {
  clearNotReportingMarks,
  markNotReportingProjects,
  tryNotReportingJobLock,
} from './progress.repository';
import { investorsOfProject } from './schedule.repository';

type Context = Pick<FastifyInstance, 'db'>;

/**
 * Tells the investors of each project that just stopped reporting, once: the project is
 * marked (not_reporting_notified_at) in the same transaction. A project that reports again
 * (a new update) loses the mark, so a later silence is told again. Returns how many projects
 * were newly told about.
 */
export async function notifyNotReportingProjects({ db }: Context): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await tryNotReportingJobLock(trx))) return 0;

    await clearNotReportingMarks(trx);
    const silent = await markNotReportingProjects(trx);
    for (const project of silent) {
      await createNotifications(trx, await investorsOfProject(trx, project.id), {
        projectId: project.id,
        type: 'alert',
        ...NOTIFICATION_TEXTS.projectNotReporting({
          projectTitle: project.title,
          intervalDays: project.updateIntervalDays,
        }),
      });
    }
    return silent.length;
  });
}

/** Runs the not-reporting check every ten minutes, once among the instances. */
export const notReportingPlugin = fp(
  (app, _options, done) => {
    app.jobs.define({
      name: 'notify-not-reporting-projects',
      payload: z.object({}),
      maxAttempts: 3,
      schedule: '*/10 * * * *',
      run: async () => {
        const told = await notifyNotReportingProjects(app);
        if (told > 0) app.log.info({ projects: told }, 'Investors told of projects not reporting');
      },
    });
    done();
  },
  { name: 'not-reporting', dependencies: ['database', 'job-queue'] },
);
