import type { TKycPendingItem } from '@coinvest/contract';
import { countryName, formatDate, formatMoney, notify } from '@coinvest/ui';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideKyc } from './api/decide-kyc';
import { KycDocuments } from './KycDocuments';

type Field = Exclude<keyof TKycPendingItem, 'documents'>;

const sections: { key: string; fields: Field[] }[] = [
  {
    key: 'personal',
    fields: ['username', 'email', 'fullName', 'dateOfBirth', 'nationality', 'phoneNumber'],
  },
  { key: 'address', fields: ['address', 'city', 'postalCode', 'country'] },
  {
    key: 'identity',
    fields: [
      'documentType',
      'documentNumber',
      'documentExpiryDate',
      'proofOfAddressType',
      'proofOfAddressDate',
    ],
  },
  {
    key: 'financial',
    fields: [
      'sourceOfFunds',
      'sourceOfFundsDetails',
      'employmentStatus',
      'occupation',
      'annualIncome',
      'isPoliticallyExposed',
      'politicalExposureDetails',
    ],
  },
];

/** Fields that hold one of the form's codes ('gh', 'utility_bill'): shown by their labels. */
const CHOICE_FIELDS = new Set<Field>([
  'nationality',
  'country',
  'documentType',
  'proofOfAddressType',
  'sourceOfFunds',
  'employmentStatus',
]);
/** Calendar dates without a time: shown as written, whatever the reviewer's time zone. */
const DATE_FIELDS = new Set<Field>(['dateOfBirth', 'documentExpiryDate', 'proofOfAddressDate']);

/** Every field and document of one verification, with approve (notes) and reject (reason). */
export function KycReviewPanel({ item }: { item: TKycPendingItem }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideKyc();
  const [reviewNotes, setReviewNotes] = useState('');
  const [rejectionReason, setRejectionReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const show = (field: Field): string => {
    const value = item[field];
    if (value === null || value === '') return t('kyc.fields.notGiven');
    if (typeof value === 'boolean') return t(value ? 'kyc.fields.yes' : 'kyc.fields.no');
    if (field === 'country') return countryName(String(value), i18n.language, t);
    if (CHOICE_FIELDS.has(field)) {
      return t(`ui.kycOptions.${field}.${value}` as 'ui.kycOptions.country.ghana');
    }
    if (DATE_FIELDS.has(field)) {
      return formatDate(String(value), i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    }
    // The form asks for the annual income in US dollars.
    if (field === 'annualIncome') return formatMoney(String(value), 'USD', i18n.language);
    return String(value);
  };

  const reject = () => {
    if (!rejectionReason.trim()) {
      setReasonError(t('kyc.rejectionReasonRequired'));
      notify({
        variant: 'error',
        title: t('kyc.rejectionReasonRequiredTitle'),
        message: t('kyc.rejectionReasonRequired'),
      });
      return;
    }
    decide.mutate({ kycId: item.id, decision: 'reject', rejectionReason, reviewNotes });
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="kyc-review-title">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id="kyc-review-title">
            {t('kyc.review')}: {item.fullName}
          </Title>
          <Text size="sm" c="dimmed">
            {t('kyc.submitted', { date: formatDate(item.submittedAt, i18n.language) })} ·{' '}
            {t(`kyc.statuses.${item.status}`)}
          </Text>
        </div>
        {sections.map((section) => (
          <div key={section.key}>
            <Title order={4} size="h6" mb={4}>
              {t(`kyc.sections.${section.key}` as 'kyc.sections.personal')}
            </Title>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing={4} m={0}>
              {section.fields.map((field) => (
                <div key={field}>
                  <Text component="dt" size="xs" c="dimmed">
                    {t(`kyc.fields.${field}` as 'kyc.fields.fullName')}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {show(field)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </div>
        ))}
        <div>
          <Title order={4} size="h6" mb={4}>
            {t('kyc.sections.documents')}
          </Title>
          <KycDocuments item={item} />
        </div>
        <Textarea
          label={t('kyc.reviewNotes')}
          description={t('kyc.reviewNotesHint')}
          value={reviewNotes}
          onChange={(event) => setReviewNotes(event.currentTarget.value)}
        />
        <Textarea
          label={t('kyc.rejectionReason')}
          value={rejectionReason}
          error={reasonError}
          onChange={(event) => {
            setRejectionReason(event.currentTarget.value);
            setReasonError(null);
          }}
        />
        <Group>
          <Button
            color="teal"
            loading={decide.isPending && decide.variables.decision === 'approve'}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ kycId: item.id, decision: 'approve', reviewNotes })}
          >
            {t('kyc.approve')}
          </Button>
          <Button
            color="red"
            variant="outline"
            loading={decide.isPending && decide.variables.decision === 'reject'}
            disabled={decide.isPending}
            onClick={reject}
          >
            {t('kyc.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
