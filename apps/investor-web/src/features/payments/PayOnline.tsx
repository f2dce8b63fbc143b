import {
  PAYMENT_ERROR_CODES,
  type TPaymentChannel,
  type TStartedPayment,
} from '@coinvest/contract';
import { ApiError } from '@coinvest/contract/client';
import { formatMoney, serverMessageOr } from '@coinvest/ui';
import { Alert, Button, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BASE_CURRENCY } from '../../lib/currency';
import { useInvestmentPayments } from './api/get-investment-payments';
import { useStartPayment } from './api/start-payment';
import { openCheckout } from './lib/open-checkout';
import { PaymentFacts, rateFact } from './PaymentFacts';
import { translatePaymentMessage } from './lib/payment-messages';

/**
 * The provider's checkout sends the investor back to the dashboard naming the investment
 * (the contract's paymentReturnPath), with the payment's reference added as `reference`.
 */
function useReturnedReference(investmentId: number): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('investment') === String(investmentId)
    ? searchParams.get('reference')
    : null;
}

/** The provider's channels in the order offered (a plain list: zod stays out of the page). */
const CHANNELS = ['mobile_money', 'card'] as const satisfies readonly TPaymentChannel[];

function isChannel(value: string): value is TPaymentChannel {
  return (CHANNELS as readonly string[]).includes(value);
}

/**
 * Paying through the provider: the investor picks mobile money or card, sees what will be
 * charged in cedis at the day's rate (the rate stored with the payment), then leaves for the
 * checkout. Back from it, the payment's outcome: confirming, or not completed and still payable.
 */
export function PayOnline({ investmentId }: { investmentId: number }) {
  const { t } = useTranslation();
  const returnedReference = useReturnedReference(investmentId);
  const payments = useInvestmentPayments(investmentId, returnedReference);
  const returned = payments.data?.find((payment) => payment.reference === returnedReference);

  if (returnedReference !== null && payments.isPending) {
    return <Loader size="sm" aria-label={t('payments.online.checking')} />;
  }
  if (returned?.status === 'pending' || returned?.status === 'succeeded') {
    return (
      <Alert
        role="status"
        color="teal"
        icon={<IconClockHour4 size={20} aria-hidden />}
        title={t('payments.online.confirmingTitle')}
      >
        {t('payments.online.confirmingMessage')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {/* Past the answers above, a payment the investor came back from failed, was abandoned or
          is an exception: the investment is still payable. */}
      {returned ? (
        <Alert
          role="status"
          color="yellow"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={
            returned.status === 'exception' ? undefined : t('payments.online.notCompletedTitle')
          }
        >
          {returned.status === 'exception'
            ? t('payments.online.exceptionMessage')
            : t('payments.online.notCompletedMessage')}
        </Alert>
      ) : null}
      <StartPayment investmentId={investmentId} />
    </Stack>
  );
}

function StartPayment({ investmentId }: { investmentId: number }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<TPaymentChannel>('mobile_money');
  const start = useStartPayment(investmentId);
  const bankTransferOnly =
    start.error instanceof ApiError &&
    start.error.body?.errorCode === PAYMENT_ERROR_CODES.bankTransferOnly;

  if (start.data) return <Charge payment={start.data} onBack={() => start.reset()} />;
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {t('payments.online.title')}
      </Title>
      <Text size="sm">{t('payments.online.intro')}</Text>
      <Radio.Group
        label={t('payments.online.channel')}
        value={channel}
        onChange={(value) => {
          if (isChannel(value)) setChannel(value);
        }}
      >
        <Group gap="lg" mt={4}>
          {CHANNELS.map((option) => (
            <Radio
              key={option}
              value={option}
              label={t(`payments.online.channels.${option}`)}
              disabled={bankTransferOnly}
            />
          ))}
        </Group>
      </Radio.Group>
      {start.error ? (
        <Alert
          role="alert"
          color={bankTransferOnly ? 'gray' : 'red'}
          icon={<IconAlertTriangle size={20} aria-hidden />}
        >
          {serverMessageOr(start.error, t('payments.online.failed'), t, translatePaymentMessage)}
        </Alert>
      ) : null}
      <Group>
        <Button
          onClick={() => start.mutate(channel)}
          loading={start.isPending}
          disabled={bankTransferOnly}
        >
          {t('payments.online.payNow')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What the provider will charge, as the API stored it, before the investor leaves the site. */
function Charge({ payment, onBack }: { payment: TStartedPayment; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);
  const facts: [string, string][] = [
    [t('payments.online.chargedAmount'), money(payment.amount, payment.currency)],
    rateFact(t, i18n.language, payment.rate, payment.currency),
    [t('payments.online.investmentAmount'), money(payment.investmentAmount, BASE_CURRENCY)],
  ];
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId}>
        {t('payments.online.chargeTitle')}
      </Title>
      <PaymentFacts facts={facts} emphasis={600} />
      <Text size="xs" c="dimmed">
        {t('payments.online.chargeHint')}
      </Text>
      <Group gap="sm">
        <Button onClick={() => openCheckout(payment.authorizationUrl)}>
          {t('payments.online.continue')}
        </Button>
        <Button variant="default" onClick={onBack}>
          {t('payments.online.back')}
        </Button>
      </Group>
    </Stack>
  );
}
