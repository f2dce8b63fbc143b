import { sentQueries, stubFetch } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

function makeEntry(overrides: Record<string, unknown> = {}) {
  return {
    id: '41',
    actorUserId: 1,
    actorUsername: 'boss',
    action: 'developer.update',
    entityType: 'developer',
    entityId: '3',
    before: { name: 'Oak Ridge Homes', isActive: true },
    after: { name: 'Oak Ridge Estates', isActive: false },
    ip: '10.0.0.7',
    createdAt: '2026-11-22T14:05:00.000Z',
    ...overrides,
  };
}

async function openAudit(answer: (url: URL) => unknown) {
  storeSession(admin);
  const fetchStub = stubFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    'GET /api/secure-admin/audit-log': (_body, url) => ({ status: 200, body: answer(url) }),
  });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Audit' }));
  return fetchStub;
}

describe('Audit tab', () => {
  it('lists who changed what and when, with the entity before and after', async () => {
    await openAudit(() => ({
      items: [
        makeEntry(),
        makeEntry({
          id: '40',
          actorUserId: null,
          actorUsername: null,
          action: 'currency_rate.update',
          entityType: 'currency_rate',
          entityId: 'GHS',
          before: null,
        }),
        makeEntry({ id: '39', actorUserId: 5, actorUsername: null }),
      ],
      total: 3,
      pageSize: 20,
      nextCursor: null,
    }));

    const table = await screen.findByRole('table', { name: 'Audit Trail' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByText('boss')).toBeInTheDocument();
    expect(within(first!).getByText('developer.update')).toBeInTheDocument();
    expect(within(first!).getByText('developer 3')).toBeInTheDocument();
    expect(within(first!).getByText(/Nov 22, 2026/)).toBeInTheDocument();
    expect(within(second!).getByText('System')).toBeInTheDocument();
    expect(within(third!).getByText('Deleted account')).toBeInTheDocument();
    expect(screen.getByText('3 entries')).toBeInTheDocument();

    const details = within(first!).getByRole('button', {
      name: 'Show details of developer.update on developer 3',
    });
    expect(screen.queryByText(/Oak Ridge Estates/)).not.toBeInTheDocument();
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/"name": "Oak Ridge Homes"/)).toBeInTheDocument();
    expect(screen.getByText(/"name": "Oak Ridge Estates"/)).toBeInTheDocument();
    expect(screen.getByText('IP address: 10.0.0.7')).toBeInTheDocument();
  });

  it('asks the API for one entity type and for the next page', async () => {
    const fetchStub = await openAudit((url) => ({
      items: [
        makeEntry({
          id: `${url.searchParams.get('entityType') ?? 'any'}-${url.searchParams.get('cursor') ?? 'first'}`,
          entityType: url.searchParams.get('entityType') ?? 'developer',
        }),
      ],
      total: 45,
      pageSize: 20,
      nextCursor: url.searchParams.get('cursor') === null ? 'after-first' : null,
    }));
    await screen.findByRole('table', { name: 'Audit Trail' });
    const queries = () => sentQueries(fetchStub, 'GET', '/api/secure-admin/audit-log');
    expect(queries()[0]?.get('entityType')).toBeNull();
    expect(queries()[0]?.get('cursor')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Entity type' }));
    // Every kind of admin write can be looked up, the investors' money and KYC included.
    for (const entityType of ['KYC verifications', 'Investments', 'Investment interests']) {
      expect(screen.getByRole('option', { name: entityType })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('option', { name: 'Exchange rates' }));
    await waitFor(() => expect(queries().at(-1)?.get('entityType')).toBe('currency_rate'));
    expect(await screen.findByText('currency_rate 3')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Audit trail pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries().at(-1)?.get('cursor')).toBe('after-first'));
    expect(queries().at(-1)?.get('entityType')).toBe('currency_rate');
    expect(queries().at(-1)?.get('pageSize')).toBe('20');
  });
});
