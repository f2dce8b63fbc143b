import { DATA_RIGHTS_MESSAGES } from '@coinvest/contract';
import { getToken } from '@coinvest/ui';
import { makeUser, sentBodies, sentHeaders, stubFetch, storeSession } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { renderApp } from '../../test/render';

const ama = makeUser();

const emptyExport = {
  exportedAt: '2026-11-24T10:00:00.000Z',
  account: { id: ama.id, email: ama.email },
  secondFactor: null,
  recoveryCodes: [],
  passwordResets: [],
  emailChanges: [],
  sessions: [],
  notificationPreferences: [],
  kyc: null,
  kycDocuments: [],
  amlChecks: [],
  interests: [],
  investments: [],
  notifications: [],
  notificationEmails: [],
  emails: [],
  goals: [],
  contactMessages: [],
  auditRecords: [],
};

function settingsRoutes(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    ...currencyRatesRoute,
    'GET /api/auth/user': { status: 200, body: ama },
    'GET /api/users/me/preferences': { status: 200, body: { language: null, currency: null } },
    'GET /api/notifications': { status: 200, body: [] },
    'GET /api/notifications/unread-count': { status: 200, body: { count: 0 } },
    'GET /api/auth/second-factor': { status: 200, body: { enabled: false, required: false } },
    'GET /api/account/sessions': { status: 200, body: [] },
    ...extra,
  });
}

async function openDataRights() {
  storeSession(ama);
  renderApp('/settings');
  return screen.findByRole('region', { name: 'Your data' });
}

async function openDeleteDialog() {
  const section = await openDataRights();
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the settings’ data rights', () => {
  it('downloads the export with the token and saves it under the server’s dated name', async () => {
    const fetchStub = settingsRoutes({
      'GET /api/users/me/data-export': {
        status: 200,
        body: emptyExport,
        headers: {
          'content-disposition': 'attachment; filename="coinvest-my-data-2026-11-24.json"',
        },
      },
    });
    const saved: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ download: this.download, href: this.href });
    });
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => 'blob:export',
        revokeObjectURL: () => undefined,
      }),
    );

    const section = await openDataRights();
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Download my data' }));

    await waitFor(() =>
      expect(saved).toEqual([
        { download: 'coinvest-my-data-2026-11-24.json', href: 'blob:export' },
      ]),
    );
    const [headers] = sentHeaders(fetchStub, 'GET', '/api/users/me/data-export');
    expect(headers?.get('authorization')).toBe(`Bearer ${getToken()}`);
  });

  it('deletes only with the password and the typed word, then shows what was kept', async () => {
    const fetchStub = settingsRoutes({
      'POST /api/users/me/deletion': {
        status: 200,
        body: {
          message: DATA_RIGHTS_MESSAGES.accountDeleted,
          kept: [{ kind: 'investments', count: 2, reason: 'Financial records' }],
        },
      },
    });
    const { user, dialog } = await openDeleteDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account permanently' });

    await user.type(within(dialog).getByLabelText('Current password'), 'Secret-Passw0rd!');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELET');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'E');
    await user.click(confirm);

    const done = await screen.findByRole('dialog', { name: 'Your account has been deleted' });
    expect(within(done).getByText('Investments, payments and sales')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/users/me/deletion')).toEqual([
      { password: 'Secret-Passw0rd!' },
    ]);

    await user.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('says why the server refuses (an open investment), in the dialog', async () => {
    settingsRoutes({
      'POST /api/users/me/deletion': {
        status: 409,
        body: { message: DATA_RIGHTS_MESSAGES.openInvestment },
      },
    });
    const { user, dialog } = await openDeleteDialog();
    await user.type(within(dialog).getByLabelText('Current password'), 'Secret-Passw0rd!');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      DATA_RIGHTS_MESSAGES.openInvestment,
    );
    expect(getToken()).not.toBeNull();
  });
});
