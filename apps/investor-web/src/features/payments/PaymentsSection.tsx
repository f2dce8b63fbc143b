import type { TInvestorPayment, TPaymentStatus } from '@coinvest/contract';
import { formatDate, formatMoney, notify, useApi } from '@coinvest/ui';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BASE_CURRENCY } from '../../lib/currency';
import { downloadReceipt } from './api/get-investor-payments';
import { PaymentFacts, rateFact } from './PaymentFacts';

const STATUS_COLORS: Record<TPaymentStatus, string> = {
  pending: 'blue',
  succeeded: 'green',
  failed: 'red',
  abandoned: 'gray',
  exception: 'orange',
};

/** Where the refund of money we could not honour stands, in the currency it was taken in. */
function refundFact(
  t: TFunction,
  language: string,
  refund: NonNullable<TInvestorPayment['refund']>,
): [string, string] {
  const amount = formatMoney(refund.amount, refund.currency, language);
  const status =
    refund.status === 'processed' && refund.processedAt !== null
      ? t('payments.list.refundProcessed', {
          amount,
          date: formatDate(refund.processedAt, language),
        })
      : t(`payments.list.refundStatus.${refund.status}`, { amount });
  return [t('payments.list.refund'), status];
}

function PaymentCard({ payment }: { payment: TInvestorPayment }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [downloading, setDownloading] = useState(false);
  // What was charged, in the currency it was charged in: never converted for display.
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);
  const facts: [string, string][] = [
    [t('payments.list.reference'), payment.reference],
    [t('payments.list.charged'), money(payment.amount, payment.currency)],
    ...(payment.rate === null ? [] : [rateFact(t, i18n.language, payment.rate, payment.currency)]),
    [t('payments.list.investmentAmount'), money(payment.investmentAmount, BASE_CURRENCY)],
    ...(payment.channel === null
      ? []
      : [
          [t('payments.list.channel'), t(`payments.online.channels.${payment.channel}`)] as [
            string,
            string,
          ],
        ]),
    ...(payment.refund === null ? [] : [refundFact(t, i18n.language, payment.refund)]),
  ];
  const download = () => {
    setDownloading(true);
    downloadReceipt(api, payment.reference)
      .catch(() =>
        notify({
          variant: 'error',
          title: t('payments.list.title'),
          message: t('payments.list.downloadFailed'),
        }),
      )
      .finally(() => setDownloading(false));
  };

  return (
    <Card component="li" withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>
              {t('payments.list.unit', { project: payment.projectTitle, unit: payment.unitNumber })}
            </Text>
            <Text size="sm" c="dimmed">
              {payment.confirmedAt
                ? t('payments.list.paidOn', {
                    date: formatDate(payment.confirmedAt, i18n.language),
                  })
                : t('payments.list.startedOn', {
                    date: formatDate(payment.createdAt, i18n.language),
                  })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[payment.status]} variant="light">
            {t(`payments.list.status.${payment.status}`)}
          </Badge>
        </Group>
        <PaymentFacts facts={facts} emphasis={500} />
        {payment.status === 'succeeded' && (
          <Button
            size="xs"
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            loading={downloading}
            aria-label={t('payments.list.downloadReceiptFor', { reference: payment.reference })}
            onClick={download}
          >
            {t('payments.list.downloadReceipt')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The dashboard's Payments: the investor's payments through the provider, each paid one's receipt. */
export function PaymentsSection({ payments }: { payments: TInvestorPayment[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} id={titleId}>
        {t('payments.list.title')}
      </Title>
      {payments.length === 0 ? (
        <Text c="dimmed">{t('payments.list.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {payments.map((payment) => (
            <PaymentCard key={`${payment.kind}:${payment.reference}`} payment={payment} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
