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
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LoadFailed } from '../../components/LoadFailed';
import { usePaymentInstructions, useSavePaymentInstructions } from './api/payment-instructions';
import { translatePaymentInstructionsMessage } from './lib/payment-instructions-messages';

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
      {instructions.isPending ? (
        <Loader aria-label={t('paymentInstructions.title')} />
      ) : instructions.isError ? (
        <LoadFailed
          title={t('paymentInstructions.loadFailed')}
          onRetry={() => instructions.refetch()}
        />
      ) : (
        // Keyed by the saved version, so the form starts again from what the server stored.
        <PaymentInstructionsForm
          key={instructions.data?.updatedAt ?? 'none'}
          saved={instructions.data}
        />
      )}
    </Stack>
  );
}

function PaymentInstructionsForm({ saved }: { saved: TPaymentInstructions | null }) {
  const { t } = useTranslation();
  const save = useSavePaymentInstructions();
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
        save.mutate({
          bankAccount: values.bankAccount,
          mobileMoney: values.mobileMoney
            .filter((row) => row.offered)
            .map(({ network, merchantName, merchantNumber }) => ({
              network,
              merchantName,
              merchantNumber,
            })),
        }),
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
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {t('paymentInstructions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
