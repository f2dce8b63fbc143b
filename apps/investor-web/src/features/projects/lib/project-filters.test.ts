import { describe, expect, it } from 'vitest';
import { readFilters, toListQuery, writeFilters } from './project-filters';

describe('project filters in the URL', () => {
  it('reads the filters the API takes and drops values it would refuse', () => {
    expect(
      readFilters(
        new URLSearchParams('q=%20pool%20&location=Accra&projectType=castle&minInvestment=Min'),
      ),
    ).toEqual({ q: 'pool', location: 'Accra', projectType: '', minInvestment: '' });
    expect(readFilters(new URLSearchParams('projectType=mixed-use&minInvestment=5000'))).toEqual({
      q: '',
      location: '',
      projectType: 'mixed-use',
      minInvestment: '5000',
    });
  });

  it('writes only the filters that are set, keeping other parameters', () => {
    const next = writeFilters(new URLSearchParams('location=Dubai&utm_source=mail'), {
      q: '',
      location: '',
      projectType: 'commercial',
      minInvestment: '10000',
    });
    expect(next.toString()).toBe('utm_source=mail&projectType=commercial&minInvestment=10000');
  });

  it('never puts an empty choice in the API query', () => {
    expect(toListQuery({ q: '', location: '', projectType: '', minInvestment: '' })).toEqual({});
    expect(
      toListQuery({ q: 'pool', location: 'Accra', projectType: '', minInvestment: '' }),
    ).toEqual({ q: 'pool', location: 'Accra' });
  });
});
