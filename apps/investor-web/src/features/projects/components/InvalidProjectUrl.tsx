import { StatePanel } from '@coinvest/ui';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';

/** /projects/{id} whose id is not a project id: no call is made. */
export function InvalidProjectUrl() {
  const { t } = useTranslation();
  return (
    <StatePanel
      variant="page"
      title={t('projects.detail.invalidTitle')}
      text={t('projects.detail.invalidMessage')}
      action={
        <Button
          component={Link}
          to={paths.projects}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('projects.detail.browseProjects')}
        </Button>
      }
    />
  );
}
