import {
  KYC_COUNTRIES,
  KYC_DOCUMENT_TYPES,
  KYC_DOCUMENTS,
  KYC_EMPLOYMENT_STATUSES,
  KYC_NATIONALITIES,
  KYC_PROOF_OF_ADDRESS_TYPES,
  KYC_REQUIRED_DOCUMENTS,
  KYC_SOURCES_OF_FUNDS,
  missingDocumentsMessage,
  type TKycRecord,
} from '@coinvest/contract';
import { countryChoices, notify } from '@coinvest/ui';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitKyc } from '../api/submit-kyc';
import {
  KYC_STEPS,
  kycFormFrom,
  stepValidator,
  type KycFiles,
  type KycFormValues,
} from '../lib/kyc-form';
import { translateKycMessage } from '../lib/kyc-messages';
import { DocumentUpload } from './DocumentUpload';

type TextField = Exclude<keyof KycFormValues, 'isPoliticallyExposed'>;
type ChoiceField =
  | 'nationality'
  | 'country'
  | 'documentType'
  | 'proofOfAddressType'
  | 'sourceOfFunds'
  | 'employmentStatus';

const CHOICE_FIELDS: ChoiceField[] = [
  'nationality',
  'country',
  'documentType',
  'proofOfAddressType',
  'sourceOfFunds',
  'employmentStatus',
];

const choices: Record<ChoiceField, readonly string[]> = {
  nationality: KYC_NATIONALITIES,
  country: KYC_COUNTRIES,
  documentType: KYC_DOCUMENT_TYPES,
  proofOfAddressType: KYC_PROOF_OF_ADDRESS_TYPES,
  sourceOfFunds: KYC_SOURCES_OF_FUNDS,
  employmentStatus: KYC_EMPLOYMENT_STATUSES,
};

interface KycFormProps {
  userId: number;
  /** The record a resubmission replaces: its fields fill the form, its documents are kept. */
  record: TKycRecord | null;
  /** After the toast: the page shows the (now pending) status. */
  onSubmitted: () => void;
}

/**
 * The 5-step verification form; Next waits for a valid step, the last step sends it all. A
 * resubmission starts from the record sent before and sends only the documents replaced.
 */
export function KycForm({ userId, record, onSubmitted }: KycFormProps) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<KycFiles>({});
  const submit = useSubmitKyc(userId);
  // One form across the five steps; each step is judged by the contract's schema for its fields
  // (the server checks the same rules). A field shows its message once left; a choice at once.
  const form = useForm<KycFormValues>({
    mode: 'controlled',
    initialValues: kycFormFrom(record),
    validateInputOnBlur: true,
    validateInputOnChange: CHOICE_FIELDS,
    validate: stepValidator(step, t),
  });
  const values = form.values;
  const stepValid = form.isValid();
  const lastStep = step === KYC_STEPS.length - 1;

  const text = (field: TextField, props: { type?: string } = {}) => (
    <TextInput
      key={field}
      label={t(`kyc.form.fields.${field}`)}
      {...form.getInputProps(field)}
      {...props}
    />
  );
  const choice = (field: ChoiceField) => (
    <NativeSelect
      key={field}
      label={t(`kyc.form.fields.${field}`)}
      {...form.getInputProps(field)}
      data={[
        { value: '', label: t('kyc.form.select') },
        ...(field === 'country'
          ? countryChoices(i18n.language, t)
          : choices[field].map((value) => ({
              value,
              label: t(`ui.kycOptions.${field}.${value}` as 'ui.kycOptions.country.ghana'),
            }))),
      ]}
    />
  );

  const stepContent = [
    <>
      {text('fullName')}
      {text('dateOfBirth', { type: 'date' })}
      {choice('nationality')}
      {text('phoneNumber', { type: 'tel' })}
    </>,
    <>
      {text('address')}
      {text('city')}
      {text('postalCode')}
      {choice('country')}
    </>,
    <>
      {choice('documentType')}
      {text('documentNumber')}
      {text('documentExpiryDate', { type: 'date' })}
      {choice('proofOfAddressType')}
      {text('proofOfAddressDate', { type: 'date' })}
    </>,
    <>
      {choice('sourceOfFunds')}
      <Textarea
        label={t('kyc.form.fields.sourceOfFundsDetails')}
        {...form.getInputProps('sourceOfFundsDetails')}
      />
      {choice('employmentStatus')}
      {text('occupation')}
      {text('annualIncome', { type: 'text' })}
      <Checkbox
        label={t('kyc.form.fields.isPoliticallyExposed')}
        {...form.getInputProps('isPoliticallyExposed', { type: 'checkbox' })}
      />
      {values.isPoliticallyExposed && (
        <Textarea
          label={t('kyc.form.fields.politicalExposureDetails')}
          {...form.getInputProps('politicalExposureDetails')}
        />
      )}
    </>,
    <>
      {KYC_DOCUMENTS.map((document) => (
        <DocumentUpload
          key={document}
          document={document}
          file={files[document]}
          kept={Boolean(record?.documents[document])}
          onChange={(file) => setFiles((current) => ({ ...current, [document]: file }))}
        />
      ))}
      {submit.progress !== null && (
        <Progress
          value={submit.progress}
          aria-label={t('kyc.form.uploadProgress')}
          striped
          animated
        />
      )}
    </>,
  ];

  const send = () => {
    // A document left out of a resubmission keeps the stored one (the server does the same).
    const missing = KYC_REQUIRED_DOCUMENTS.filter(
      (document) => !files[document] && !record?.documents[document],
    );
    if (missing.length > 0) {
      notify({
        variant: 'error',
        title: t('kyc.validation.kycMissingDocumentsTitle'),
        message: translateKycMessage(missingDocumentsMessage(missing), t),
      });
      return;
    }
    submit.mutate({ values, files }, { onSuccess: onSubmitted });
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', md: 'xl' }}
      component="section"
      aria-labelledby="kyc-form-title"
    >
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3" id="kyc-form-title">
            {t('kyc.form.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('kyc.form.stepOf', { step: step + 1, total: KYC_STEPS.length })}
          </Text>
        </div>
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          {KYC_STEPS.map((name) => (
            <Stepper.Step key={name} label={t(`kyc.form.steps.${name}`)} />
          ))}
        </Stepper>
        <Title order={3} size="h4">
          {t(`kyc.form.steps.${KYC_STEPS[step] ?? 'personal'}`)}
        </Title>
        <Stack gap="sm">{stepContent[step]}</Stack>
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={step === 0 || submit.isPending}
            onClick={() => setStep(step - 1)}
          >
            {t('kyc.form.previous')}
          </Button>
          {lastStep ? (
            <Button onClick={send} loading={submit.isPending}>
              {t('kyc.form.submit')}
            </Button>
          ) : (
            <Button
              disabled={!stepValid}
              onClick={() => {
                if (!form.validate().hasErrors) setStep(step + 1);
              }}
            >
              {t('kyc.form.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
