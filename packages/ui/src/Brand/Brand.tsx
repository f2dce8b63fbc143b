import { Box } from '@mantine/core';
import { IconBuildingEstate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './Brand.module.css';

export interface BrandProps {
  /** Where the logo leads; the site's home by default. */
  to?: string;
  /** Light text for dark surfaces (footer). */
  inverted?: boolean;
}

/** The logo: a link home whose accessible name is the product's name. */
export function Brand({ to = '/', inverted = false }: BrandProps) {
  const { t } = useTranslation();
  const [first, ...rest] = t('ui.brand.name').split(' ');
  return (
    <Box
      component={Link}
      to={to}
      className={classes.root}
      aria-label={t('ui.brand.homeLink')}
      mod={{ inverted }}
    >
      <span className={classes.mark} aria-hidden>
        <IconBuildingEstate size={20} stroke={1.8} />
      </span>
      <span>
        {first} <span className={classes.accent}>{rest.join(' ')}</span>
      </span>
    </Box>
  );
}
