import { sentBodies, stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminProject } from '../../test/fixtures';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

function makeInspector(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    email: 'efua@inspect.example',
    firstName: 'Efua',
    lastName: 'Mensah',
    projectIds: [2, 5],
    ...overrides,
  };
}

const projects = [
  makeAdminProject({ id: 2, title: 'Legon Court' }),
  makeAdminProject({ id: 5, title: 'Oyarifa Compound Homes' }),
  makeAdminProject({ id: 6, title: 'Airport Residences' }),
];

type Routes = Record<string, StubbedResponse | ((body: unknown, url: URL) => StubbedResponse)>;

async function openInspectors(routes: Routes) {
  storeSession(admin);
  const fetchStub = stubFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    'GET /api/secure-admin/projects': {
      status: 200,
      body: { items: projects, total: projects.length, page: 1, pageSize: 100 },
    },
    ...routes,
  });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Inspectors' }));
  return fetchStub;
}

const inspectorCard = (name: string) => screen.findByRole('article', { name });

describe('Inspectors tab', () => {
  it('lists each inspector with the titles of the projects assigned to them', async () => {
    await openInspectors({
      'GET /api/secure-admin/inspectors': {
        status: 200,
        body: [
          makeInspector(),
          makeInspector({
            id: 8,
            firstName: 'Kofi',
            lastName: 'Boateng',
            email: 'kofi@inspect.example',
            projectIds: [],
          }),
        ],
      },
    });

    const section = await screen.findByRole('region', { name: 'Inspectors' });
    expect(await within(section).findByText('2 inspectors')).toBeInTheDocument();
    const efua = await inspectorCard('Efua Mensah');
    expect(within(efua).getByText('efua@inspect.example')).toBeInTheDocument();
    const assigned = within(efua).getByRole('list', { name: 'Assigned projects' });
    expect(
      within(assigned)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Legon Court', 'Oyarifa Compound Homes']);
    const kofi = await inspectorCard('Kofi Boateng');
    expect(within(kofi).getByText('No projects are assigned yet.')).toBeInTheDocument();
  });

  it('invites an inspector with what the admin typed', async () => {
    let inspectors = [makeInspector()];
    const fetchStub = await openInspectors({
      'GET /api/secure-admin/inspectors': () => ({ status: 200, body: inspectors }),
      'POST /api/secure-admin/inspectors': () => {
        const invited = makeInspector({
          id: 9,
          email: 'ama@inspect.example',
          firstName: 'Ama',
          lastName: 'Owusu',
          projectIds: [],
        });
        inspectors = [...inspectors, invited];
        return { status: 201, body: invited };
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Invite Inspector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Inspector' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Email/ }),
      'ama@inspect.example',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ama');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Owusu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    expect(
      await screen.findByText(
        'Inspector invited: they will receive an e-mail to set their password',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/secure-admin/inspectors')).toEqual([
      { email: 'ama@inspect.example', firstName: 'Ama', lastName: 'Owusu' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await inspectorCard('Ama Owusu')).toBeInTheDocument();
  });

  it("shows the contract's messages: the form's, and the API's refusal of a taken e-mail", async () => {
    const fetchStub = await openInspectors({
      'GET /api/secure-admin/inspectors': { status: 200, body: [] },
      'POST /api/secure-admin/inspectors': {
        status: 409,
        body: { message: 'An account with this email already exists' },
      },
    });
    expect(await screen.findByText('No inspectors yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite Inspector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Inspector' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Please enter a valid email')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/secure-admin/inspectors')).toEqual([]);

    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@inspect.example');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ama');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Owusu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
  });

  it("assigns a project and unassigns another, sending the inspector's whole list", async () => {
    let inspector = makeInspector();
    const fetchStub = await openInspectors({
      'GET /api/secure-admin/inspectors': () => ({ status: 200, body: [inspector] }),
      'PUT /api/secure-admin/inspectors/7/projects': (body) => {
        inspector = { ...inspector, projectIds: (body as { projectIds: number[] }).projectIds };
        return { status: 200, body: inspector };
      },
    });

    const efua = await inspectorCard('Efua Mensah');
    await userEvent.click(within(efua).getByRole('combobox', { name: 'Projects to sign off' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Airport Residences' }));
    await userEvent.click(screen.getByRole('option', { name: 'Legon Court' }));
    await userEvent.click(within(efua).getByRole('button', { name: 'Save Assignments' }));

    expect(await screen.findByText('Assigned projects saved')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PUT', '/api/secure-admin/inspectors/7/projects')).toEqual([
      { projectIds: [5, 6] },
    ]);
    const assigned = within(await inspectorCard('Efua Mensah')).getByRole('list', {
      name: 'Assigned projects',
    });
    await waitFor(() =>
      expect(
        within(assigned)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Airport Residences', 'Oyarifa Compound Homes']),
    );
  });
});
