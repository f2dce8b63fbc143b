import {
  PAYOUT_ACCOUNT_KINDS,
  ZPayoutAccountInputSchema,
  type TPayoutAccount,
  type TPayoutAccountInput,
  type TPayoutAccountKind,
} from '@coinvest/contract';
import { formatDate, serverMessageOr } from '@coinvest/ui';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/FactList';
import { LoadFailed } from '../../components/LoadFailed';
import { usePayoutAccount, usePayoutBanks, useSavePayoutAccount } from './api/payout-account';
import { translateEscrowMessage } from './lib/escrow-messages';
import { Refusal } from './Refusal';

type Field = keyof TPayoutAccountInput;

/**
 * A developer's payout account: where their released escrow is paid. The provider resolves
 * the account's holder before it is kept, so the admin sees whose account it is.
 */
export function PayoutAccount({ developer }: { developer: { id: number; name: string } }) {
  const { t } = useTranslation();
  const account = usePayoutAccount(developer.id);
  const headingId = useId();

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} mt="lg">
      <Stack gap={2}>
        <Title order={3} size="h5" id={headingId}>
          {t('escrow.payout.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('escrow.payout.hint')}
        </Text>
      </Stack>
      {account.isPending ? (
        <Loader size="sm" aria-label={t('escrow.payout.title')} />
      ) : account.isError ? (
        <LoadFailed title={t('escrow.payout.loadFailed')} onRetry={() => account.refetch()} />
      ) : (
        <>
          {account.data === null ? (
            <Text size="sm">{t('escrow.payout.none')}</Text>
          ) : (
            <CurrentAccount account={account.data} />
          )}
          <PayoutAccountForm developerId={developer.id} account={account.data} />
        </>
      )}
    </Stack>
  );
}

function CurrentAccount({ account }: { account: TPayoutAccount }) {
  const { t, i18n } = useTranslation();
  const banks = usePayoutBanks(account.kind);
  const bankName = banks.data?.find((bank) => bank.code === account.bankCode)?.name;
  return (
    <FactList
      cols={{ base: 1, sm: 2 }}
      facts={[
        [t('escrow.payout.kind'), t(`escrow.payout.kinds.${account.kind}`)],
        [
          t(account.kind === 'bank_account' ? 'escrow.payout.bank' : 'escrow.payout.network'),
          bankName ?? account.bankCode,
        ],
        [t('escrow.payout.accountNumber'), account.accountNumber],
        [t('escrow.payout.accountName'), account.accountName],
        [t('escrow.payout.verifiedAt'), formatDate(account.verifiedAt, i18n.language)],
      ]}
    />
  );
}

function PayoutAccountForm({
  developerId,
  account,
}: {
  developerId: number;
  account: TPayoutAccount | null;
}) {
  const { t } = useTranslation();
  const save = useSavePayoutAccount(developerId);
  const [values, setValues] = useState<Record<Field, string>>({
    kind: account?.kind ?? 'bank_account',
    bankCode: account?.bankCode ?? '',
    accountNumber: account?.accountNumber ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const kind = values.kind as TPayoutAccountKind;
  const banks = usePayoutBanks(kind);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { kind, bankCode: values.bankCode, accountNumber: values.accountNumber };
    const parsed = ZPayoutAccountInputSchema.safeParse(body);
    const found: typeof errors = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      found[issue.path[0] as Field] ??= translateEscrowMessage(issue.message, t);
    }
    setErrors(found);
    if (!parsed.success) return;
    save.mutate(body);
  };

  const bankLabel = t(kind === 'bank_account' ? 'escrow.payout.bank' : 'escrow.payout.network');
  return (
    <form noValidate onSubmit={submit} aria-label={t('escrow.payout.title')}>
      <Stack gap="sm">
        <NativeSelect
          label={t('escrow.payout.kind')}
          value={kind}
          error={errors.kind}
          data={PAYOUT_ACCOUNT_KINDS.map((value) => ({
            value,
            label: t(`escrow.payout.kinds.${value}`),
          }))}
          onChange={(event) => {
            const { value } = event.currentTarget;
            // A bank's code means nothing among the networks, and the other way round.
            setValues((current) => ({ ...current, kind: value, bankCode: '' }));
          }}
        />
        {banks.isError ? (
          <Alert color="red" role="alert">
            {serverMessageOr(
              banks.error,
              t('escrow.payout.banksFailed'),
              t,
              translateEscrowMessage,
            )}
          </Alert>
        ) : null}
        <NativeSelect
          label={bankLabel}
          required
          value={values.bankCode}
          error={errors.bankCode}
          disabled={!banks.isSuccess}
          data={[
            {
              value: '',
              label: t(banks.isPending ? 'escrow.payout.banksLoading' : 'escrow.payout.choose'),
              disabled: true,
            },
            ...(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name })),
          ]}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setValues((current) => ({ ...current, bankCode: value }));
          }}
        />
        <TextInput
          label={t('escrow.payout.accountNumber')}
          required
          inputMode="numeric"
          value={values.accountNumber}
          error={errors.accountNumber}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setValues((current) => ({ ...current, accountNumber: value }));
          }}
        />
        <Refusal error={save.error} />
        {save.isSuccess && (
          <Alert color="teal" role="status">
            {t('escrow.payout.resolved', { name: save.data.accountName })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('escrow.payout.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
