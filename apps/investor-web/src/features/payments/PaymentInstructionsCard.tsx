import { MOBILE_MONEY_NETWORK_LABELS, type TPaymentInstructions } from '@coinvest/contract';
import { convertAmount, formatDate, formatMoney, roundDecimal } from '@coinvest/ui';
import {
  ActionIcon,
  Card,
  Code,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BASE_CURRENCY, useCurrency, useFormatMoney } from '../../lib/currency';
import { usePaymentInstructions } from './api/get-payment-instructions';
import { PayOnline } from './PayOnline';

/** What an investor needs of their investment to pay it. */
export interface PayableInvestment {
  id: number;
  /** US dollars, as the API sends it ('6000.00'). */
  amount: string;
  paymentReference: string;
  paymentDeadline: string;
}

export interface PaymentInstructionsCardProps {
  investment: PayableInvestment;
  /** The moment the time left is counted from (tests fix it). */
  now?: Date;
  /** The reader's time zone (tests fix it); the browser's by default. */
  timeZone?: string;
}

const HOUR_MS = 60 * 60 * 1000;

/** Deadlines are Accra's: the platform, its bank and its mobile money merchants are there. */
const ACCRA_TIME_ZONE = 'Africa/Accra';

const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * How to pay one investment: the amount (dollars and the reader's currency), the reference,
 * the deadline with the time left, paying online through the provider, and where to send the
 * money by transfer instead, each value with a copy button. Shown after 'Proceed to Payment'
 * and on the dashboard for investments awaiting payment.
 */
export function PaymentInstructionsCard({
  investment,
  now = new Date(),
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: PaymentInstructionsCardProps) {
  const { t, i18n } = useTranslation();
  const { currency } = useCurrency();
  const formatInCurrency = useFormatMoney();
  const instructions = usePaymentInstructions();
  const dollars = formatMoney(investment.amount, BASE_CURRENCY, i18n.language);
  // One card per investment awaiting payment on the dashboard: each names its own section.
  const titleId = useId();

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          {t('payments.instructions.title')}
        </Title>
        <Stack gap={4}>
          <CopyableValue
            label={t('payments.instructions.amount')}
            value={dollars}
            copyValue={investment.amount}
            copyLabel={t('payments.instructions.copy.amount')}
          />
          {currency !== BASE_CURRENCY ? (
            <Text size="sm" c="dimmed">
              {t('payments.instructions.amountConverted', {
                amount: formatInCurrency(investment.amount, BASE_CURRENCY),
              })}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={4}>
          <CopyableValue
            label={t('payments.instructions.reference')}
            value={investment.paymentReference}
            copyLabel={t('payments.instructions.copy.reference')}
            asCode
          />
          <Text size="xs" c="dimmed">
            {t('payments.instructions.referenceHint')}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('payments.instructions.deadline')}
          </Text>
          <Deadline deadline={investment.paymentDeadline} timeZone={timeZone} />
          <TimeLeft deadline={investment.paymentDeadline} now={now} />
        </Stack>
        <PayOnline investmentId={investment.id} />
        <Text size="sm" fw={600}>
          {t('payments.instructions.orTransfer')}
        </Text>
        <Destinations
          instructions={instructions.data ?? null}
          isPending={instructions.isPending}
          amount={investment.amount}
        />
      </Stack>
    </Card>
  );
}

/**
 * The deadline in Accra's time, and in the reader's when their clock reads otherwise at that
 * moment (a diaspora investor in Toronto pays by their own evening, not Accra's).
 */
function Deadline({ deadline, timeZone }: { deadline: string; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const at = (zone: string, withZoneName: boolean) =>
    formatDate(deadline, i18n.language, {
      ...DEADLINE_FORMAT,
      timeZone: zone,
      ...(withZoneName ? { timeZoneName: 'short' } : {}),
    });
  const sameClock = at(timeZone, false) === at(ACCRA_TIME_ZONE, false);
  return (
    <>
      <Text fw={600}>
        {t('payments.instructions.deadlineInAccra', { time: at(ACCRA_TIME_ZONE, true) })}
      </Text>
      {sameClock ? null : (
        <Text size="sm">
          {t('payments.instructions.deadlineInYourZone', { time: at(timeZone, true) })}
        </Text>
      )}
    </>
  );
}

/** Intl.DurationFormat (2025's browsers, Node 23+), which TypeScript's libraries lack. */
type DurationFormatConstructor = new (
  locale: string,
  options: { style: 'long' },
) => { format: (duration: { days: number; hours: number }) => string };

function formatDuration(locale: string, days: number, hours: number): string | null {
  const DurationFormat = (Intl as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  return DurationFormat
    ? new DurationFormat(locale, { style: 'long' }).format({ days, hours })
    : null;
}

/**
 * Days and hours left, both counted down (never more time than there is): just after a
 * reservation '6 days, 23 hours', which agrees with the seven days to pay.
 */
function TimeLeft({ deadline, now }: { deadline: string; now: Date }) {
  const { t, i18n } = useTranslation();
  const hours = Math.floor((new Date(deadline).getTime() - now.getTime()) / HOUR_MS);
  let text: string;
  if (hours < 0) text = t('payments.instructions.deadlinePassed');
  else if (hours < 1) text = t('payments.instructions.lessThanAnHourLeft');
  else if (hours < 24) text = t('payments.instructions.hoursLeft', { count: hours });
  else {
    const duration = formatDuration(i18n.language, Math.floor(hours / 24), hours % 24);
    text = duration
      ? t('payments.instructions.timeLeft', { duration })
      : t('payments.instructions.daysLeft', { count: Math.floor(hours / 24) });
  }
  return <Text size="sm">{text}</Text>;
}

/** Mobile money is paid in cedis: the dollar amount at today's rate, to send exactly. */
function CediAmount({ amount }: { amount: string }) {
  const { t, i18n } = useTranslation();
  const { currencies } = useCurrency();
  const from = currencies.find((rate) => rate.code === BASE_CURRENCY);
  const cedi = currencies.find((rate) => rate.code === 'GHS');
  if (!from || !cedi) return null;
  const cedis = roundDecimal(convertAmount(amount, from.rate, cedi.rate), 2);
  return (
    <CopyableValue
      label={t('payments.instructions.cediAmount')}
      value={formatMoney(cedis, 'GHS', i18n.language)}
      copyValue={cedis}
      copyLabel={t('payments.instructions.copy.cediAmount')}
    />
  );
}

function Destinations({
  instructions,
  isPending,
  amount,
}: {
  instructions: TPaymentInstructions | null;
  isPending: boolean;
  amount: string;
}) {
  const { t } = useTranslation();
  const missing = isPending ? (
    <Loader size="sm" aria-label={t('payments.instructions.loading')} />
  ) : (
    <Text size="sm">{t('payments.instructions.unavailable')}</Text>
  );
  const bank = instructions?.bankAccount;
  const bankFields = bank
    ? ([
        ['bankName', bank.bankName],
        ['branch', bank.branch],
        ['accountName', bank.accountName],
        ['accountNumber', bank.accountNumber],
        ['swiftCode', bank.swiftCode],
      ] as const)
    : [];
  return (
    <>
      <Stack gap="xs">
        <Title order={4} size="h5">
          {t('payments.instructions.bankTitle')}
        </Title>
        <Text size="sm">{t('payments.instructions.bankIntro')}</Text>
        {bank
          ? bankFields.map(([field, value]) => (
              <CopyableValue
                key={field}
                label={t(`payments.instructions.${field}`)}
                value={value}
                copyLabel={t(`payments.instructions.copy.${field}`)}
              />
            ))
          : missing}
      </Stack>
      <Stack gap="xs">
        <Title order={4} size="h5">
          {t('payments.instructions.mobileMoneyTitle')}
        </Title>
        <Text size="sm">{t('payments.instructions.mobileMoneyIntro')}</Text>
        <CediAmount amount={amount} />
        {instructions && instructions.mobileMoney.length > 0
          ? instructions.mobileMoney.map((merchant) => {
              const network = MOBILE_MONEY_NETWORK_LABELS[merchant.network];
              return (
                <Stack key={merchant.network} gap={2}>
                  <Text fw={700} size="sm">
                    {network}
                  </Text>
                  <CopyableValue
                    label={t('payments.instructions.merchantName')}
                    value={merchant.merchantName}
                    copyLabel={t('payments.instructions.copy.merchantName', { network })}
                  />
                  <CopyableValue
                    label={t('payments.instructions.merchantNumber')}
                    value={merchant.merchantNumber}
                    copyLabel={t('payments.instructions.copy.merchantNumber', { network })}
                  />
                </Stack>
              );
            })
          : missing}
      </Stack>
    </>
  );
}

function CopyableValue({
  label,
  value,
  copyValue = value,
  copyLabel,
  asCode = false,
}: {
  label: string;
  value: string;
  copyValue?: string;
  copyLabel: string;
  /** The payment reference is shown as code, to be typed exactly. */
  asCode?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {asCode ? (
          <Code fz="lg" fw={700}>
            {value}
          </Code>
        ) : (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        )}
      </Stack>
      <CopyButton value={copyValue} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('payments.instructions.copied') : copyLabel} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? t('payments.instructions.copied') : copyLabel}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
