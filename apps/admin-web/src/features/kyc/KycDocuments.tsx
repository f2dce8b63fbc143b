import type { TKycDocument, TKycDocumentLink, TKycPendingItem } from '@coinvest/contract';
import { KYC_DOCUMENTS } from '@coinvest/contract';
import { notify } from '@coinvest/ui';
import { Button, Card, Image, Loader, SimpleGrid, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadKycDocument, useKycImageUrl } from './api/get-kyc-document';

function DocumentImage({ link, name }: { link: TKycDocumentLink; name: string }) {
  const { t } = useTranslation();
  const { url, failed } = useKycImageUrl(link);
  if (failed) return <Text c="red">{t('kyc.documents.failed', { name })}</Text>;
  if (!url) return <Loader size="sm" aria-label={t('kyc.documents.loading', { name })} />;
  return <Image src={url} alt={name} radius="sm" mah={240} fit="contain" />;
}

function DocumentPdf({ link, name }: { link: TKycDocumentLink; name: string }) {
  const { t } = useTranslation();
  const fileName = t('kyc.documents.pdfFileName', { name });
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      onClick={() => {
        downloadKycDocument(link, fileName).catch(() =>
          notify({ variant: 'error', title: name, message: t('kyc.downloadDocumentFailed') }),
        );
      }}
    >
      {t('kyc.documents.downloadPdf', { name })}
    </Button>
  );
}

/** The four files of a verification: images inline, PDFs downloaded. */
export function KycDocuments({ item }: { item: TKycPendingItem }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {KYC_DOCUMENTS.map((document: TKycDocument) => {
        const link = item.documents[document];
        const name = t(`kyc.documents.${document}`);
        return (
          <Card withBorder key={document} padding="sm">
            <Text fw={600} size="sm" mb="xs">
              {name}
            </Text>
            {!link ? (
              <Text c="dimmed" size="sm">
                {t('kyc.documents.notProvided')}
              </Text>
            ) : link.contentType === 'application/pdf' ? (
              <DocumentPdf link={link} name={name} />
            ) : (
              <DocumentImage link={link} name={name} />
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
