import {
  MOBILE_MONEY_NETWORK_LABELS,
  MOBILE_MONEY_NETWORKS,
  ZEscrowBankAccountSchema,
  ZMobileMoneyMerchantSchema,
  type TMobileMoneyNetwork,
  type TPaymentInstructions,
} from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import {
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LoadFailed } from '../../components/LoadFailed';
import {
  useConfirmsWithCode,
  usePaymentInstructions,
  usePendingProposal,
  useProposePaymentInstructions,
} from './api/payment-instructions';
import { translatePaymentInstructionsMessage } from './lib/payment-instructions-messages';
import { ConfirmationInput } from './ConfirmationInput';
import { PendingProposal } from './PendingProposal';

interface MerchantRow {
  network: TMobileMoneyNetwork;
  /** Whether investors are offered this network; an unticked row is not sent. */
  offered: boolean;
  merchantName: string;
  merchantNumber: string;
}

/** The contract's rules, applied to the networks the admin ticked. */
const ZFormSchema = z.object({
  bankAccount: ZEscrowBankAccountSchema,
  mobileMoney: z.array(
    z
      .object({ offered: z.boolean(), network: z.string() })
      .passthrough()
      .superRefine((row, ctx) => {
        if (!row.offered) return;
        const parsed = ZMobileMoneyMerchantSchema.safeParse(row);
        if (!parsed.success) parsed.error.issues.forEach((issue) => ctx.addIssue(issue));
      }),
  ),
});

const BANK_FIELDS = ['bankName', 'branch', 'accountName', 'accountNumber', 'swiftCode'] as const;

/** Where investors pay: the escrow bank account and the mobile-money merchants. */
export function PaymentInstructionsTab() {
  const { t } = useTranslation();
  const instructions = usePaymentInstructions();
  const pending = usePendingProposal();
  return (
    <Stack component="section" gap="md" aria-labelledby="payment-instructions-title">
      <div>
        <Title order={2} size="h3" id="payment-instructions-title">
          {t('paymentInstructions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('paymentInstructions.intro')}
        </Text>
      </div>
      {instructions.isPending || pending.isPending ? (
        <Loader aria-label={t('paymentInstructions.title')} />
      ) : instructions.isError || pending.isError ? (
        <LoadFailed
          title={t('paymentInstructions.loadFailed')}
          onRetry={() => Promise.all([instructions.refetch(), pending.refetch()])}
        />
      ) : (
        <>
          {pending.data ? <PendingProposal proposal={pending.data} /> : null}
          {/* Keyed by the live version, so the form starts again from what investors see. */}
          <PaymentInstructionsForm
            key={instructions.data?.updatedAt ?? 'none'}
            saved={instructions.data}
            blocked={pending.data !== null}
          />
        </>
      )}
    </Stack>
  );
}

function PaymentInstructionsForm({
  saved,
  blocked,
}: {
  saved: TPaymentInstructions | null;
  /** A change already waits for approval: no other may be proposed. */
  blocked: boolean;
}) {
  const { t } = useTranslation();
  const propose = useProposePaymentInstructions();
  const withCode = useConfirmsWithCode();
  const [confirmation, setConfirmation] = useState('');
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      bankAccount: saved?.bankAccount ?? {
        bankName: '',
        branch: '',
        accountName: '',
        accountNumber: '',
        swiftCode: '',
      },
      mobileMoney: MOBILE_MONEY_NETWORKS.map((network): MerchantRow => {
        const merchant = saved?.mobileMoney.find((row) => row.network === network);
        return {
          network,
          offered: merchant !== undefined,
          merchantName: merchant?.merchantName ?? '',
          merchantNumber: merchant?.merchantNumber ?? '',
        };
      }),
    },
    validate: zodResolver(ZFormSchema, t, translatePaymentInstructionsMessage),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        propose.mutate(
          {
            instructions: {
              bankAccount: values.bankAccount,
              mobileMoney: values.mobileMoney
                .filter((row) => row.offered)
                .map(({ network, merchantName, merchantNumber }) => ({
                  network,
                  merchantName,
                  merchantNumber,
                })),
            },
            confirmation: withCode
              ? { code: confirmation.trim() }
              : { currentPassword: confirmation },
          },
          { onSettled: () => setConfirmation('') },
        ),
      )}
    >
      <Stack gap="md">
        <Paper withBorder radius="lg" p="lg">
          <Title order={3} size="h4" mb="sm">
            {t('paymentInstructions.bankTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {BANK_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`paymentInstructions.fields.${field}`)}
                withAsterisk
                {...form.getInputProps(`bankAccount.${field}`)}
              />
            ))}
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Title order={3} size="h4" mb="sm">
            {t('paymentInstructions.mobileMoneyTitle')}
          </Title>
          <Stack gap="md">
            {form.getValues().mobileMoney.map((row, index) => {
              const network = MOBILE_MONEY_NETWORK_LABELS[row.network];
              return (
                <Stack key={row.network} gap="xs">
                  <Checkbox
                    label={t('paymentInstructions.offered', { network })}
                    {...form.getInputProps(`mobileMoney.${index}.offered`, { type: 'checkbox' })}
                  />
                  {row.offered ? (
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      <TextInput
                        label={t('paymentInstructions.fields.merchantName', { network })}
                        withAsterisk
                        {...form.getInputProps(`mobileMoney.${index}.merchantName`)}
                      />
                      <TextInput
                        label={t('paymentInstructions.fields.merchantNumber', { network })}
                        withAsterisk
                        inputMode="tel"
                        {...form.getInputProps(`mobileMoney.${index}.merchantNumber`)}
                      />
                    </SimpleGrid>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        </Paper>
        {blocked ? (
          <Text size="sm" c="dimmed">
            {t('paymentInstructions.pendingBlocksForm')}
          </Text>
        ) : (
          <Group justify="flex-end" align="flex-end">
            <ConfirmationInput
              withCode={withCode}
              value={confirmation}
              onChange={setConfirmation}
            />
            <Button
              type="submit"
              loading={propose.isPending}
              disabled={propose.isPending || withCode === undefined}
            >
              {t('paymentInstructions.propose')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
