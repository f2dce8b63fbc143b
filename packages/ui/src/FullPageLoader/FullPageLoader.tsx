import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the page waits for something it cannot render without (e.g. who is signed in). */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader size="lg" aria-hidden />
      <VisuallyHidden>{t('ui.loader.label')}</VisuallyHidden>
    </Center>
  );
}
