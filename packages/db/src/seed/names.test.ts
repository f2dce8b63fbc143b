import { personNameSchema } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_INVESTOR } from './demo-data';
import { DEMO_INSPECTOR } from './inspections';
import { DEMO_SECOND_ADMIN } from './second-admin';

// The seeded accounts' names pass the contract's rule for names, so the demo shows nothing a
// person could not type themselves.
describe('the demo accounts', () => {
  it.each([
    ['the investor', DEMO_INVESTOR],
    ['the inspector', DEMO_INSPECTOR],
    ['the second admin', DEMO_SECOND_ADMIN],
  ])('%s has valid names', (_who, { firstName, lastName }) => {
    const name = personNameSchema('required');
    expect(name.safeParse(firstName).success).toBe(true);
    expect(name.safeParse(lastName).success).toBe(true);
  });
});
