import { stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAdminProject } from './fixtures';
import { makeUser, renderApp, storeSession } from './render';

/** What a test's stubbed API answers, by 'METHOD /path'. */
export type StubbedRoutes = Parameters<typeof stubFetch>[0];

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });
const summary = { activeProjects: 1, pendingInterests: 0, totalInvestment: '0.00', pendingKyc: 0 };

/**
 * Signs the admin in, opens the edit view of the one project listed (makeAdminProject) and
 * returns its section called `name`; `routes` adds the answers that section asks for.
 */
export async function openProjectSection(name: string, routes: StubbedRoutes) {
  const project = makeAdminProject();
  storeSession(admin);
  const fetchStub = stubFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    'GET /api/secure-admin/summary': { status: 200, body: summary },
    'GET /api/secure-admin/projects': {
      status: 200,
      body: { items: [project], total: 1, page: 1, pageSize: 12 },
    },
    [`GET /api/secure-admin/projects/${project.id}`]: { status: 200, body: project },
    ...routes,
  });
  renderApp('/');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Edit ${project.title}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Project' }));
  const element = await dialog.findByRole('group', { name });
  return { fetchStub, user, element, section: within(element) };
}
