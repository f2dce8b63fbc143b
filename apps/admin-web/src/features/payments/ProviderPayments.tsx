import {
  ZPaymentStatusSchema,
  type TAdminPayment,
  type TPaymentStatus,
  type TRefundStatus,
} from '@coinvest/contract';
import { formatDate, formatMoney } from '@coinvest/ui';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVIDER_PAYMENTS_PAGE_SIZE, useProviderPayments } from './api/get-provider-payments';
import { useRefundPayment } from './api/refund-payment';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FactList } from '../../components/FactList';
import { KeysetPagination } from '../../components/KeysetPagination';
import { LoadFailed } from '../../components/LoadFailed';
import { useKeysetPages } from '../../lib/keyset-pages';

const ALL = 'all';

/**
 * Every payment through the provider, exceptions first: money that arrived but could not
 * confirm its investment, each with why and what the admin does about it.
 */
export function ProviderPayments() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<string>(ALL);
  const status = filter === ALL ? undefined : ZPaymentStatusSchema.parse(filter);
  const pages = useKeysetPages(filter);
  const payments = useProviderPayments(status, pages.cursor);
  const title = t('payments.provider.title');
  return (
    <Stack component="section" gap="sm" aria-labelledby="provider-payments">
      <Title order={2} size="h3" id="provider-payments">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {t('payments.provider.intro')}
      </Text>
      <Select
        label={t('payments.provider.status')}
        data={[
          { value: ALL, label: t('payments.provider.allStatuses') },
          ...ZPaymentStatusSchema.options.map((value) => ({
            value,
            label: t(`payments.provider.statuses.${value}`),
          })),
        ]}
        value={filter}
        onChange={(value) => setFilter(value ?? ALL)}
        allowDeselect={false}
        maw={260}
      />
      {payments.isPending ? (
        <Loader aria-label={title} />
      ) : payments.isError ? (
        <LoadFailed title={t('payments.provider.loadFailed')} onRetry={() => payments.refetch()} />
      ) : payments.data.items.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed" ta="center">
            {t('payments.provider.none')}
          </Text>
        </Paper>
      ) : (
        <>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {payments.data.items.map((payment) => (
              <li key={payment.id}>
                <ProviderPaymentCard payment={payment} />
              </li>
            ))}
          </Stack>
          <KeysetPagination
            label={t('payments.pagination', { list: title })}
            page={pages.page}
            total={payments.data.total}
            pageSize={PROVIDER_PAYMENTS_PAGE_SIZE}
            nextCursor={payments.data.nextCursor}
            onPrevious={pages.previous}
            onNext={pages.next}
          />
        </>
      )}
    </Stack>
  );
}

const STATUS_COLOR: Record<TPaymentStatus, string> = {
  exception: 'red',
  pending: 'yellow',
  succeeded: 'teal',
  failed: 'gray',
  abandoned: 'gray',
};

const REFUND_COLOR: Record<TRefundStatus, string> = {
  pending: 'yellow',
  processed: 'teal',
  failed: 'red',
};

function ProviderPaymentCard({ payment }: { payment: TAdminPayment }) {
  const { t, i18n } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const language = i18n.language;
  const when = (value: string) =>
    formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
  // Money taken and not honoured is refunded once, or again after the refund failed.
  const refundable =
    payment.status === 'exception' &&
    (payment.refundStatus === null || payment.refundStatus === 'failed');
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{payment.reference}</Text>
          <Group gap="xs">
            {payment.refundStatus && (
              <Badge color={REFUND_COLOR[payment.refundStatus]} variant="light">
                {t(`payments.provider.refundStatuses.${payment.refundStatus}`)}
              </Badge>
            )}
            <Badge color={STATUS_COLOR[payment.status]}>
              {t(`payments.provider.statuses.${payment.status}`)}
            </Badge>
          </Group>
        </Group>
        {payment.exceptionReason && (
          <Alert color="red" title={t(`payments.provider.reasons.${payment.exceptionReason}`)}>
            {t('payments.provider.whatToDo')}
          </Alert>
        )}
        <FactList
          cols={{ base: 1, sm: 3 }}
          facts={[
            [t('payments.investor'), `${payment.investorName} (${payment.investorEmail})`] as const,
            [t('payments.project'), payment.projectTitle] as const,
            [t('payments.unit'), payment.unitNumber] as const,
            [
              t('payments.provider.investment'),
              `#${payment.investmentId} · ${formatMoney(payment.investmentAmount, 'USD', language)}`,
            ] as const,
            [
              t('payments.provider.charged'),
              formatMoney(payment.amount, payment.currency, language),
            ] as const,
            ...(payment.rate
              ? [
                  [
                    t('payments.provider.rate'),
                    t('payments.provider.rateValue', {
                      rate: payment.rate,
                      currency: payment.currency,
                    }),
                  ] as const,
                ]
              : []),
            ...(payment.channel
              ? [[t('payments.method'), t(`payments.methods.${payment.channel}`)] as const]
              : []),
            [t('payments.provider.startedAt'), when(payment.createdAt)] as const,
            ...(payment.confirmedAt
              ? [[t('payments.confirmedAt'), when(payment.confirmedAt)] as const]
              : []),
          ]}
        />
        {refundable && (
          <Group justify="flex-end">
            <Button
              color="red"
              variant="light"
              aria-label={t('payments.provider.refundLabel', { reference: payment.reference })}
              onClick={() => setRefunding(true)}
            >
              {t('payments.provider.refund')}
            </Button>
          </Group>
        )}
      </Stack>
      <RefundDialog payment={payment} opened={refunding} onClose={() => setRefunding(false)} />
    </Card>
  );
}

function RefundDialog({
  payment,
  opened,
  onClose,
}: {
  payment: TAdminPayment;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refundPayment = useRefundPayment();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('payments.provider.refundTitle', { reference: payment.reference })}
      backLabel={t('payments.back')}
      confirmLabel={t('payments.provider.refundSubmit')}
      pending={refundPayment.isPending}
      onConfirm={() => refundPayment.mutate(payment.reference, { onSettled: onClose })}
    >
      <Text size="sm">
        {t('payments.provider.refundMessage', { investor: payment.investorName })}
      </Text>
    </ConfirmDialog>
  );
}
