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
} from '@coinvest/contract';
import { notify } from '@coinvest/ui';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitKyc } from '../api/submit-kyc';
import {
  emptyKycForm,
  KYC_STEPS,
  stepErrors,
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
  /** After the toast: the page shows the (now pending) status. */
  onSubmitted: () => void;
}

/** The 5-step verification form; Next waits for a valid step, the last step sends it all. */
export function KycForm({ userId, onSubmitted }: KycFormProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<KycFormValues>(emptyKycForm);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [files, setFiles] = useState<KycFiles>({});
  const submit = useSubmitKyc(userId);
  const errors = stepErrors(step, values);
  const lastStep = step === KYC_STEPS.length - 1;

  const set = (field: keyof KycFormValues, value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  const errorOf = (field: TextField) =>
    touched.has(field) && errors[field] ? translateKycMessage(errors[field], t) : undefined;

  const text = (field: TextField, props: { type?: string } = {}) => (
    <TextInput
      key={field}
      label={t(`kyc.form.fields.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      onBlur={() => touch(field)}
      error={errorOf(field)}
      {...props}
    />
  );
  const choice = (field: ChoiceField) => (
    <NativeSelect
      key={field}
      label={t(`kyc.form.fields.${field}`)}
      value={values[field]}
      onChange={(event) => {
        set(field, event.currentTarget.value);
        touch(field);
      }}
      onBlur={() => touch(field)}
      error={errorOf(field)}
      data={[
        { value: '', label: t('kyc.form.select') },
        ...choices[field].map((value) => ({
          value,
          label: t(`kyc.form.options.${field}.${value}` as 'kyc.form.options.country.ghana'),
        })),
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
        value={values.sourceOfFundsDetails}
        onChange={(event) => set('sourceOfFundsDetails', event.currentTarget.value)}
        onBlur={() => touch('sourceOfFundsDetails')}
        error={errorOf('sourceOfFundsDetails')}
      />
      {choice('employmentStatus')}
      {text('occupation')}
      {text('annualIncome', { type: 'text' })}
      <Checkbox
        label={t('kyc.form.fields.isPoliticallyExposed')}
        checked={values.isPoliticallyExposed}
        onChange={(event) => set('isPoliticallyExposed', event.currentTarget.checked)}
      />
      {values.isPoliticallyExposed && (
        <Textarea
          label={t('kyc.form.fields.politicalExposureDetails')}
          value={values.politicalExposureDetails}
          onChange={(event) => set('politicalExposureDetails', event.currentTarget.value)}
          onBlur={() => touch('politicalExposureDetails')}
          error={errorOf('politicalExposureDetails')}
        />
      )}
    </>,
    <>
      {KYC_DOCUMENTS.map((document) => (
        <DocumentUpload
          key={document}
          document={document}
          file={files[document]}
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
    const missing = KYC_REQUIRED_DOCUMENTS.filter((document) => !files[document]);
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
            <Button disabled={Object.keys(errors).length > 0} onClick={() => setStep(step + 1)}>
              {t('kyc.form.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
