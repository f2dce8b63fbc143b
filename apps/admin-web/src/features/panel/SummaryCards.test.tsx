import { stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

describe('the summary cards', () => {
  it('show the counts, the total in dollars and the real pending KYC count', async () => {
    const admin = makeUser({ role: 'admin', username: 'boss' });
    storeSession(admin);
    stubFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/secure-admin/summary': {
        status: 200,
        body: {
          activeProjects: 12,
          pendingInterests: 3,
          totalInvestment: '1250000.5',
          pendingKyc: 4,
          notReportingProjects: 2,
        },
      },
    });
    renderApp('/');

    const projects = await screen.findByRole('group', { name: 'Active Projects' });
    expect(await within(projects).findByText('12')).toBeInTheDocument();
    const interests = screen.getByRole('group', { name: 'Investment Interests' });
    expect(within(interests).getByText('3')).toBeInTheDocument();
    expect(within(interests).getByText('Pending approval')).toBeInTheDocument();
    const total = screen.getByRole('group', { name: 'Total Investment' });
    expect(within(total).getByText('$1,250,000.50')).toBeInTheDocument();
    const kyc = screen.getByRole('group', { name: 'Pending KYC' });
    expect(within(kyc).getByText('4')).toBeInTheDocument();
    const silent = screen.getByRole('group', { name: 'Not Reporting' });
    expect(within(silent).getByText('2')).toBeInTheDocument();
  });
});
