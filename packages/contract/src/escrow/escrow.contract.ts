import { initContract } from '@ts-rest/core';
import { commonErrorResponses, ZErrorSchema } from '../common/error.schemas';
import { ZDeveloperIdParamsSchema } from '../admin-developers/admin-developers.schemas';
import { ZAdminConfirmationSchema } from '../payment-instructions/payment-instructions.schemas';
import { ZProjectIdParamsSchema } from '../projects/projects.schemas';
import {
  ZAdminEscrowReleaseSchema,
  ZAdminProjectEscrowSchema,
  ZEscrowReleaseIdParamsSchema,
  ZEscrowReleaseRequestSchema,
  ZPayoutAccountInputSchema,
  ZPayoutBankQuerySchema,
  ZPayoutBankSchema,
  ZPayoutAccountSchema,
  ZProjectEscrowSchema,
  ZReleasePlanInputSchema,
  ZReleaseTrancheSchema,
} from './escrow.schemas';
import { z } from 'zod';

const c = initContract();

export const escrowContract = c.router(
  {
    getProjectEscrow: {
      method: 'GET',
      path: '/api/projects/:id/escrow',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: ZProjectEscrowSchema },
      summary:
        'Anyone who may see the project: what its escrow has received, released and holds, the release plan and each release paid or on its way, with its milestone and the inspector’s sign-off.',
    },
  },
  { commonResponses: commonErrorResponses },
);

/**
 * Escrow leaves only through a release: one admin requests it for a tranche whose milestone an
 * inspector signed off, a different admin approves it with their current code, and the provider
 * transfers it to the developer's verified payout account.
 */
export const adminEscrowContract = c.router(
  {
    getAdminProjectEscrow: {
      method: 'GET',
      path: '/api/secure-admin/projects/:id/escrow',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: ZAdminProjectEscrowSchema },
      summary:
        'Admin: the project’s escrow with every release (awaiting approval, failed and rejected too), who requested and approved each, and the developer’s payout account.',
    },
    putReleasePlan: {
      method: 'PUT',
      path: '/api/secure-admin/projects/:id/release-plan',
      pathParams: ZProjectIdParamsSchema,
      body: ZReleasePlanInputSchema,
      responses: { 200: z.array(ZReleaseTrancheSchema) },
      summary:
        'Admin: replaces the project’s release plan (each milestone’s share of the escrow, null for the opening tranche; at most 100% in all). 409 once an investment in the project is confirmed. Audited as escrow.release_plan.',
    },
    requestEscrowRelease: {
      method: 'POST',
      path: '/api/secure-admin/projects/:id/escrow-releases',
      pathParams: ZProjectIdParamsSchema,
      body: ZEscrowReleaseRequestSchema,
      responses: { 201: ZAdminEscrowReleaseSchema },
      summary:
        'Admin: requests a release of cedis from the escrow for a tranche (the milestone signed off by an inspector, or the opening tranche once funding closed), up to what remains of it, to the developer’s verified payout account; it waits for a second admin. Audited as escrow.release_request.',
    },
    approveEscrowRelease: {
      method: 'POST',
      path: '/api/secure-admin/escrow-releases/:releaseId/approve',
      pathParams: ZEscrowReleaseIdParamsSchema,
      body: ZAdminConfirmationSchema,
      responses: { 200: ZAdminEscrowReleaseSchema, 503: ZErrorSchema },
      summary:
        'A second admin approves a release with their current code (or password without a second factor); the requester gets 403. The money moves from escrow to the developer’s payable and the provider is asked to transfer it; the release is paid on the provider’s transfer.success and back in escrow on transfer.failed or transfer.reversed. Audited as escrow.release_approve.',
    },
    rejectEscrowRelease: {
      method: 'POST',
      path: '/api/secure-admin/escrow-releases/:releaseId/reject',
      pathParams: ZEscrowReleaseIdParamsSchema,
      body: c.noBody(),
      responses: { 200: ZAdminEscrowReleaseSchema },
      summary:
        'Admin: turns down (or, by its requester, withdraws) a release awaiting approval; nothing moves. Audited as escrow.release_reject.',
    },
  },
  { commonResponses: commonErrorResponses },
);

/** Where a developer's released money goes: an account the provider resolved and registered. */
export const adminPayoutAccountsContract = c.router(
  {
    listPayoutBanks: {
      method: 'GET',
      path: '/api/secure-admin/payout-banks',
      query: ZPayoutBankQuerySchema,
      responses: { 200: z.array(ZPayoutBankSchema), 503: ZErrorSchema },
      summary:
        'Admin: the banks (or mobile-money networks) in Ghana the provider can transfer cedis to, by name, with the code a payout account names; 503 when the provider cannot be reached.',
    },
    getPayoutAccount: {
      method: 'GET',
      path: '/api/secure-admin/developers/:id/payout-account',
      pathParams: ZDeveloperIdParamsSchema,
      responses: { 200: ZPayoutAccountSchema.nullable() },
      summary: 'Admin: the developer’s verified payout account; null when none is on file.',
    },
    putPayoutAccount: {
      method: 'PUT',
      path: '/api/secure-admin/developers/:id/payout-account',
      pathParams: ZDeveloperIdParamsSchema,
      body: ZPayoutAccountInputSchema,
      responses: { 200: ZPayoutAccountSchema, 422: ZErrorSchema, 503: ZErrorSchema },
      summary:
        'Admin: sets the developer’s payout account once the provider resolves the account’s name and accepts it as a transfer recipient. 422 when the provider cannot find the account, 503 when it cannot be reached. Audited as developer.payout_account.',
    },
  },
  { commonResponses: commonErrorResponses },
);
