import { LICENCE_EXPIRING_WITHIN_DAYS, ON_TIME_DELIVERY_GRACE_DAYS } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { computeScorecard, licenceStatus, type ScorecardProject } from './scorecard';

const TODAY = '2026-11-24';
const noClaims = { reported: 0, verified: 0, disputed: 0 };

const delivered = (completionDate: string | null, deliveredOn: string): ScorecardProject => ({
  status: 'completed',
  completionDate,
  deliveredOn,
  delayClass: 'on_track',
});

const ongoing = (delayClass: ScorecardProject['delayClass']): ScorecardProject => ({
  status: 'under_construction',
  completionDate: '2027-06-30',
  deliveredOn: null,
  delayClass,
});

const scorecardOf = (projects: ScorecardProject[], claims = noClaims) =>
  computeScorecard({ projects, claims, licences: [], today: TODAY });

describe('licenceStatus', () => {
  it('is expiring from today to the last day of the window, valid after, expired before', () => {
    expect(LICENCE_EXPIRING_WITHIN_DAYS).toBe(30);
    expect(licenceStatus('2026-11-23', TODAY)).toBe('expired');
    expect(licenceStatus('2026-11-24', TODAY)).toBe('expiring');
    expect(licenceStatus('2026-12-24', TODAY)).toBe('expiring');
    expect(licenceStatus('2026-12-25', TODAY)).toBe('valid');
  });
});

describe('computeScorecard', () => {
  it('is on time up to the grace days after the planned completion, late one day over', () => {
    expect(ON_TIME_DELIVERY_GRACE_DAYS).toBe(90);
    // 2026-01-31 + 90 days is 2026-05-01.
    expect(scorecardOf([delivered('2026-01-31', '2026-05-01')]).onTimeRatio).toBe('100.00');
    expect(scorecardOf([delivered('2026-01-31', '2026-05-02')]).onTimeRatio).toBe('0.00');
  });

  it('averages the days late with early deliveries as 0, to one decimal half-up', () => {
    const scorecard = scorecardOf([
      delivered('2026-03-01', '2026-02-01'),
      delivered('2026-03-01', '2026-03-11'),
      delivered('2026-03-01', '2026-03-02'),
      delivered('2026-03-01', '2026-03-02'),
    ]);
    // (0 + 10 + 1 + 1) / 4 = 3.0
    expect(scorecard.averageDelayDays).toBe('3.0');
    const rounded = scorecardOf([
      delivered('2026-03-01', '2026-03-01'),
      delivered('2026-03-01', '2026-03-02'),
      delivered('2026-03-01', '2026-03-02'),
      delivered('2026-03-01', '2026-03-02'),
      delivered('2026-03-01', '2026-03-02'),
      delivered('2026-03-01', '2026-03-02'),
      delivered('2026-03-01', '2026-03-02'),
      delivered('2026-03-01', '2026-03-01'),
    ]);
    // 6 / 8 = 0.75, half-up to 0.8
    expect(rounded.averageDelayDays).toBe('0.8');
  });

  it('leaves a delivery without a plan out of the ratio and the delay, and counts no figures from nothing', () => {
    const scorecard = scorecardOf([delivered(null, '2026-01-01')]);
    expect(scorecard).toMatchObject({
      projectsDelivered: 1,
      projectsDeliveredWithPlan: 0,
      onTimeRatio: null,
      averageDelayDays: null,
      verifiedShare: null,
    });
  });

  it('counts behind and at risk as behind, stalled apart, on track not at all', () => {
    const scorecard = scorecardOf([
      ongoing('behind'),
      ongoing('at_risk'),
      ongoing('stalled'),
      ongoing('on_track'),
    ]);
    expect(scorecard).toMatchObject({ projectsBehind: 2, projectsStalled: 1 });
  });

  it('shares verified claims over reported, verified and disputed ones', () => {
    const scorecard = scorecardOf([], { reported: 1, verified: 1, disputed: 1 });
    expect(scorecard).toMatchObject({
      claimedUpdates: 3,
      verifiedUpdates: 1,
      verifiedShare: '33.33',
    });
  });

  it('lists both licences, missing ones too, and warns only of an expired one', () => {
    const expiring = computeScorecard({
      projects: [],
      claims: noClaims,
      licences: [{ kind: 'reac_licence', number: 'R/1', expiresOn: '2026-12-01' }],
      today: TODAY,
    });
    expect(expiring.licences.map((l) => l.status)).toEqual(['missing', 'expiring']);
    expect(expiring.hasExpiredLicence).toBe(false);
    const expired = computeScorecard({
      projects: [],
      claims: noClaims,
      licences: [{ kind: 'greda_membership', number: 'G/1', expiresOn: '2026-11-01' }],
      today: TODAY,
    });
    expect(expired.hasExpiredLicence).toBe(true);
  });
});
