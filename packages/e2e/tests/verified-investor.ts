import { randomBytes } from 'node:crypto';
import { createKysely } from '@coinvest/db';
import type { Page } from '@playwright/test';
import { e2eEnv } from './env';

/**
 * The records an investor's flow needs, written straight to the e2e database: what the admin's
 * KYC approval leaves, a seeded unit to invest in, or a project of the test's own.
 */
type E2eDb = ReturnType<typeof createKysely>;

async function withDatabase<T>(work: (db: E2eDb) => Promise<T>): Promise<T> {
  const db = createKysely(`postgres://postgres:postgres@localhost:${e2eEnv.pgPort}/coinvest`, 1);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function userIdOf(db: E2eDb, email: string): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return user.id;
}

/** An approved, unexpired KYC record, as the admin's approval leaves it; answers the user's id. */
export function approveKyc(email: string): Promise<number> {
  return withDatabase(async (db) => {
    const userId = await userIdOf(db, email);
    const now = new Date();
    await db
      .insertInto('kycVerifications')
      .values({
        userId,
        fullName: 'Kofi Boateng',
        dateOfBirth: '1990-04-12',
        nationality: 'gh',
        phoneNumber: '+233241234567',
        address: '12 Lagos Avenue',
        city: 'Accra',
        postalCode: 'GA-184',
        country: 'ghana',
        documentType: 'passport',
        documentNumber: 'G1234567',
        documentExpiryDate: '2031-01-01',
        documentFrontUrl: 'e2e/front.png',
        proofOfAddressType: 'utility_bill',
        proofOfAddressUrl: 'e2e/address.pdf',
        proofOfAddressDate: '2026-10-01',
        selfieUrl: 'e2e/selfie.png',
        sourceOfFunds: 'employment',
        employmentStatus: 'employed',
        status: 'approved',
        approvedAt: now,
        reviewedAt: now,
        expiresAt: new Date(now.getTime() + 365 * 24 * 3600 * 1000),
      })
      .execute();
    return userId;
  });
}

/** A seeded unit with room for the investment, and the minimum that applies to it. */
export function unitWithRoom() {
  return withDatabase(async (db) => {
    const unit = await db
      .selectFrom('units')
      .innerJoin('projects', 'projects.id', 'units.projectId')
      .select([
        'units.id',
        'units.projectId',
        'units.unitNumber',
        'units.minInvestmentAmount',
        'units.currentInvestment',
        'projects.minInvestment',
      ])
      .where('units.status', 'in', ['available', 'partially_funded'])
      .orderBy('units.id')
      .executeTakeFirstOrThrow();
    const minimum = Math.max(Number(unit.minInvestmentAmount), Number(unit.minInvestment));
    return { ...unit, minimum };
  });
}

/**
 * A project of the test's own (its title made unique from `titlePrefix`) with one $100,000 unit
 * per number, so that figures depend on nothing another test adds.
 */
export function projectOfItsOwn(
  titlePrefix: string,
  unitNumbers: string[],
  { expectedProfit = null }: { expectedProfit?: string | null } = {},
) {
  return withDatabase(async (db) => {
    const title = `${titlePrefix} ${randomBytes(3).toString('hex')}`;
    const project = await db
      .insertInto('projects')
      .values({
        title,
        description: 'Townhouses around a shared garden, with backup power and a borehole.',
        location: 'Accra',
        projectType: 'residential',
        developerName: 'E2E Developers',
        totalUnits: unitNumbers.length,
        availableUnits: unitNumbers.length,
        unitPrice: '100000.00',
        minInvestment: '1000.00',
        expectedProfit,
        status: 'under_construction',
        publishedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const units = [];
    for (const unitNumber of unitNumbers) {
      units.push(
        await db
          .insertInto('units')
          .values({
            projectId: project.id,
            unitNumber,
            unitType: '3-bedroom-apartment',
            bedrooms: 3,
            bathrooms: 3,
            price: '100000.00',
            totalInvestmentNeeded: '100000.00',
            minInvestmentAmount: '1000.00',
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    return { projectId: project.id, title, units };
  });
}

/** A confirmed investment of the investor's, written as the admin's confirmation leaves it. */
export function confirmedInvestment(
  email: string,
  investment: {
    projectId: number;
    unitId: number;
    amount: string;
    ownershipPercentage: string;
    paymentReference: string;
    createdAt: Date;
  },
) {
  return withDatabase(async (db) =>
    db
      .insertInto('investments')
      .values({
        ...investment,
        userId: await userIdOf(db, email),
        currentValue: investment.amount,
        status: 'confirmed',
        usdToGhsRate: '12.5',
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
}

/** On a project's page: chooses the unit, enters its minimum and opens the confirmation dialog. */
export async function openInvestmentConfirmation(
  page: Page,
  unit: { unitNumber: string; minimum: number },
) {
  await page.getByRole('checkbox', { name: `Select unit ${unit.unitNumber}` }).check();
  await page.getByRole('button', { name: 'Invest', exact: true }).click();
  const card = page.getByRole('region', { name: 'Direct Investment' });
  await card.getByLabel(/Investment Amount/).fill(String(unit.minimum));
  await card.getByRole('button', { name: 'Proceed to Investment Confirmation' }).click();
  return page.getByRole('dialog', { name: 'Confirm Your Investment' });
}
