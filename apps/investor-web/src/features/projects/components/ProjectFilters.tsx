import { PROJECT_TYPES } from '@coinvest/contract';
import { Button, Grid, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/currency';
import { useProjectLocations } from '../api/get-project-locations';
import {
  hasFilters,
  MIN_INVESTMENT_OPTIONS,
  type ProjectFilters as Filters,
} from '../lib/project-filters';

/** Typing settles this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

interface ProjectFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
}

/** Search, location, type and budget: each choice goes straight into the URL. */
export function ProjectFilters({ filters, onChange, onClear }: ProjectFiltersProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [search, setSearch] = useState(filters.q);
  const [seenQuery, setSeenQuery] = useState(filters.q);
  const publishedLocations = useProjectLocations();

  // The URL changed from elsewhere (Clear Filters, a link to /projects): the box follows it.
  // Our own write comes back equal to what was typed, and leaves the box alone.
  if (filters.q !== seenQuery) {
    setSeenQuery(filters.q);
    if (filters.q !== search.trim()) setSearch(filters.q);
  }

  // The typed words reach the URL once typing settles, not at every key.
  const pushSearch = useDebouncedCallback((q: string) => {
    if (q !== filters.q) onChange({ ...filters, q });
  }, SEARCH_DEBOUNCE_MS);

  // The places of published projects; a shared link may name another place, shown too.
  const locations: string[] = [...(publishedLocations.data ?? [])];
  if (filters.location && !locations.includes(filters.location)) locations.push(filters.location);
  const amounts: string[] = [...MIN_INVESTMENT_OPTIONS];
  if (filters.minInvestment && !amounts.includes(filters.minInvestment)) {
    amounts.push(filters.minInvestment);
  }

  return (
    <form
      role="search"
      aria-label={t('projects.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Grid gap="md" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            type="search"
            label={t('projects.filters.search')}
            placeholder={t('projects.filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              pushSearch(event.currentTarget.value.trim());
            }}
            maxLength={100}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
          <NativeSelect
            label={t('projects.filters.location')}
            size="md"
            value={filters.location}
            onChange={(event) => onChange({ ...filters, location: event.currentTarget.value })}
            data={[
              { value: '', label: t('projects.filters.allLocations') },
              ...locations.map((location) => ({ value: location, label: location })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
          <NativeSelect
            label={t('projects.filters.projectType')}
            size="md"
            value={filters.projectType}
            onChange={(event) =>
              onChange({
                ...filters,
                projectType: event.currentTarget.value as Filters['projectType'],
              })
            }
            data={[
              { value: '', label: t('projects.filters.allTypes') },
              ...PROJECT_TYPES.map((type) => ({ value: type, label: t(`projects.types.${type}`) })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
          <NativeSelect
            label={t('projects.filters.minInvestment')}
            size="md"
            value={filters.minInvestment}
            onChange={(event) => onChange({ ...filters, minInvestment: event.currentTarget.value })}
            data={[
              { value: '', label: t('projects.filters.anyAmount') },
              ...amounts.map((amount) => ({
                value: amount,
                // Converted to the reader's currency, a budget reads as a round amount.
                label: t('projects.filters.upTo', { amount: formatMoney(amount, 'USD', 'round') }),
              })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
          <NativeSelect
            label={t('progress.filter.label')}
            size="md"
            value={filters.reporting}
            onChange={(event) =>
              onChange({
                ...filters,
                reporting: event.currentTarget.value === 'not_reporting' ? 'not_reporting' : '',
              })
            }
            data={[
              { value: '', label: t('progress.filter.all') },
              { value: 'not_reporting', label: t('progress.filter.notReporting') },
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Button
            variant="default"
            size="md"
            fullWidth
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => {
              pushSearch.cancel();
              setSearch('');
              onClear();
            }}
            disabled={!hasFilters(filters) && search === ''}
          >
            {t('projects.filters.clear')}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
