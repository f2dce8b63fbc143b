import { PROJECT_TYPES, type TProjectListQuery, type TProjectType } from '@coinvest/contract';

/** The budget choices, in US dollars like every project amount. */
export const MIN_INVESTMENT_OPTIONS = ['1000', '5000', '10000', '25000'] as const;

/** The filters of /projects as they live in the URL: the API's own parameter names. */
export interface ProjectFilters {
  q: string;
  location: string;
  projectType: TProjectType | '';
  minInvestment: string;
  /** 'not_reporting': only projects past their promised update interval. */
  reporting: '' | 'not_reporting';
}

export const FILTER_PARAMS = [
  'q',
  'location',
  'projectType',
  'minInvestment',
  'reporting',
] as const;

export const emptyFilters: ProjectFilters = {
  q: '',
  location: '',
  projectType: '',
  minInvestment: '',
  reporting: '',
};

const MAX_TEXT = 100;
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

function isProjectType(value: string): value is TProjectType {
  return (PROJECT_TYPES as readonly string[]).includes(value);
}

/**
 * Reads the filters from the URL. A value the API would refuse (an unknown type, a budget
 * that is not an amount) is dropped rather than turning a hand-edited link into an error.
 */
export function readFilters(params: URLSearchParams): ProjectFilters {
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, MAX_TEXT);
  const projectType = text('projectType');
  const minInvestment = text('minInvestment');
  return {
    q: text('q'),
    location: text('location'),
    projectType: isProjectType(projectType) ? projectType : '',
    minInvestment: AMOUNT.test(minInvestment) ? minInvestment : '',
    reporting: text('reporting') === 'not_reporting' ? 'not_reporting' : '',
  };
}

/** The URL query for `filters`, other parameters kept; an empty filter leaves no trace. */
export function writeFilters(current: URLSearchParams, filters: ProjectFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_PARAMS) {
    const value = filters[name].trim();
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

export function hasFilters(filters: ProjectFilters): boolean {
  return FILTER_PARAMS.some((name) => filters[name] !== '');
}

/** The API query: only the filters that are set, so the 'All' placeholders are never sent. */
export function toListQuery(filters: ProjectFilters): TProjectListQuery {
  const query: TProjectListQuery = {};
  if (filters.q) query.q = filters.q;
  if (filters.location) query.location = filters.location;
  if (filters.projectType) query.projectType = filters.projectType;
  if (filters.minInvestment) query.minInvestment = filters.minInvestment;
  if (filters.reporting) query.reporting = filters.reporting;
  return query;
}
