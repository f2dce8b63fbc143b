import { describe, expect, it } from 'vitest';
import { readFilters, toListQuery, writeFilters } from './project-filters';

describe('project filters in the URL', () => {
  it('reads the filters the API takes and drops values it would refuse', () => {
    expect(
      readFilters(
        new URLSearchParams('q=%20pool%20&location=Accra&projectType=castle&minInvestment=Min'),
      ),
    ).toEqual({ q: 'pool', location: 'Accra', projectType: '', minInvestment: '', reporting: '' });
    expect(
      readFilters(
        new URLSearchParams('projectType=mixed-use&minInvestment=5000&reporting=not_reporting'),
      ),
    ).toEqual({
      q: '',
      location: '',
      projectType: 'mixed-use',
      minInvestment: '5000',
      reporting: 'not_reporting',
    });
    expect(readFilters(new URLSearchParams('reporting=quiet')).reporting).toBe('');
  });

  it('writes only the filters that are set, keeping other parameters', () => {
    const next = writeFilters(new URLSearchParams('location=Dubai&utm_source=mail'), {
      q: '',
      location: '',
      projectType: 'commercial',
      minInvestment: '10000',
      reporting: '',
    });
    expect(next.toString()).toBe('utm_source=mail&projectType=commercial&minInvestment=10000');
  });

  it('never puts an empty choice in the API query', () => {
    const none = {
      q: '',
      location: '',
      projectType: '',
      minInvestment: '',
      reporting: '',
    } as const;
    expect(toListQuery(none)).toEqual({});
    expect(toListQuery({ ...none, q: 'pool', location: 'Accra' })).toEqual({
      q: 'pool',
      location: 'Accra',
    });
    expect(toListQuery({ ...none, reporting: 'not_reporting' })).toEqual({
      reporting: 'not_reporting',
    });
  });
});
