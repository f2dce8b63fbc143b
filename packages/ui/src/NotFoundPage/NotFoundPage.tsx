import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatePanel } from '../StatePanel';

/** Any path the site does not know. */
export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      variant="page"
      title={t('ui.notFound.title')}
      text={t('ui.notFound.description')}
      action={
        <Button
          component={Link}
          to={homePath}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('ui.notFound.home')}
        </Button>
      }
    />
  );
}
