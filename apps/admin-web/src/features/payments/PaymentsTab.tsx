import { ZConfirmPaymentBodySchema, type TPaymentMethod } from '@coinvest/contract';
import { formatDate, formatMoney, zodResolver } from '@coinvest/ui';
import {
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountantExport } from './AccountantExport';
import { INVESTMENTS_PAGE_SIZE, useInvestments } from './api/get-investments';
import { useCancelInvestment, useConfirmPayment } from './api/update-investment';
import { PAYMENT_METHODS, type AdminInvestment } from './lib/payments';
import { ProviderPayments } from './ProviderPayments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FactList } from '../../components/FactList';
import { KeysetPagination } from '../../components/KeysetPagination';
import { LoadFailed } from '../../components/LoadFailed';
import { useKeysetPages } from '../../lib/keyset-pages';

/**
 * Three views: bank-transfer confirmations (investments awaiting payment to confirm or cancel,
 * then the confirmed ones), the provider's payments with their exceptions first, and the
 * accountant's exports. Each view asks for its data only when opened.
 */
export function PaymentsTab() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="confirmations" keepMounted={false}>
      <Tabs.List aria-label={t('payments.views')} mb="lg">
        <Tabs.Tab value="confirmations">{t('payments.viewConfirmations')}</Tabs.Tab>
        <Tabs.Tab value="provider">{t('payments.viewProvider')}</Tabs.Tab>
        <Tabs.Tab value="export">{t('payments.viewExport')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="confirmations">
        <Stack gap="xl">
          <InvestmentSection status="pending_payment" title={t('payments.awaitingTitle')} />
          <InvestmentSection status="confirmed" title={t('payments.confirmedTitle')} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="provider">
        <ProviderPayments />
      </Tabs.Panel>
      <Tabs.Panel value="export">
        <AccountantExport />
      </Tabs.Panel>
    </Tabs>
  );
}

function InvestmentSection({
  status,
  title,
}: {
  status: 'pending_payment' | 'confirmed';
  title: string;
}) {
  const { t } = useTranslation();
  const pages = useKeysetPages(status);
  const investments = useInvestments(status, pages.cursor);
  // Confirming or cancelling the last ones of a later page empties it: show the page before.
  if (pages.page > 1 && !investments.isPlaceholderData && investments.data?.items.length === 0) {
    pages.previous();
  }
  const headingId = `payments-${status}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {investments.isPending ? (
        <Loader aria-label={title} />
      ) : investments.isError ? (
        <LoadFailed title={t('payments.loadFailed')} onRetry={() => investments.refetch()} />
      ) : investments.data.items.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed" ta="center">
            {t(status === 'confirmed' ? 'payments.noneConfirmed' : 'payments.noneAwaiting')}
          </Text>
        </Paper>
      ) : (
        <>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {investments.data.items.map((investment) => (
              <li key={investment.id}>
                <InvestmentCard investment={investment} />
              </li>
            ))}
          </Stack>
          <KeysetPagination
            label={t('payments.pagination', { list: title })}
            page={pages.page}
            total={investments.data.total}
            pageSize={INVESTMENTS_PAGE_SIZE}
            nextCursor={investments.data.nextCursor}
            onPrevious={pages.previous}
            onNext={pages.next}
          />
        </>
      )}
    </Stack>
  );
}

function InvestmentCard({ investment }: { investment: AdminInvestment }) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<'confirm' | 'cancel' | null>(null);
  const titleId = `investment-${investment.id}-title`;
  const awaiting = investment.status === 'pending_payment';
  const facts: [string, string][] = [
    [t('payments.investor'), `${investment.userName} (${investment.userEmail})`],
    [t('payments.unit'), investment.unitNumber],
    [t('payments.amount'), formatMoney(investment.amount, 'USD', i18n.language)],
    [t('payments.reference'), investment.paymentReference],
  ];
  if (awaiting && investment.paymentDeadline) {
    facts.push([t('payments.deadline'), formatDate(investment.paymentDeadline, i18n.language)]);
  }
  if (!awaiting) {
    if (investment.paymentMethod) {
      facts.push([t('payments.method'), t(`payments.methods.${investment.paymentMethod}`)]);
    }
    facts.push([t('payments.confirmedBy'), investment.paymentConfirmedByName ?? '-']);
    if (investment.paymentConfirmedAt) {
      facts.push([
        t('payments.confirmedAt'),
        formatDate(investment.paymentConfirmedAt, i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      ]);
    }
  }
  return (
    <Card withBorder aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {investment.projectTitle}
        </Title>
        <FactList facts={facts} cols={{ base: 1, sm: 3 }} />
        {awaiting ? (
          <Group gap="sm">
            <Button color="teal" onClick={() => setDialog('confirm')}>
              {t('payments.confirm')}
            </Button>
            <Button color="red" variant="light" onClick={() => setDialog('cancel')}>
              {t('payments.cancel')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmPaymentDialog
        investment={investment}
        opened={dialog === 'confirm'}
        onClose={() => setDialog(null)}
      />
      <CancelInvestmentDialog
        investment={investment}
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}

interface DialogProps {
  investment: AdminInvestment;
  opened: boolean;
  onClose: () => void;
}

function ConfirmPaymentDialog({ investment, opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  const confirmPayment = useConfirmPayment();
  // The contract's body schema judges the form: the server checks the same rules.
  const form = useForm<{ paymentMethod: TPaymentMethod | null; paymentReference: string }>({
    mode: 'controlled',
    initialValues: { paymentMethod: null, paymentReference: investment.paymentReference },
    validate: zodResolver(ZConfirmPaymentBodySchema, t),
  });
  const complete = form.values.paymentMethod !== null && form.values.paymentReference.trim() !== '';

  const submit = form.onSubmit((values) => {
    const body = ZConfirmPaymentBodySchema.parse(values);
    confirmPayment.mutate({ id: investment.id, ...body }, { onSuccess: onClose });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('payments.confirmTitle', { reference: investment.paymentReference })}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Select
            label={t('payments.paymentMethod')}
            data={PAYMENT_METHODS.map((value) => ({
              value,
              label: t(`payments.methods.${value}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps('paymentMethod')}
            required
          />
          <TextInput
            label={t('payments.paymentReference')}
            description={t('payments.paymentReferenceHint')}
            required
            {...form.getInputProps('paymentReference')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('payments.back')}
            </Button>
            <Button
              type="submit"
              color="teal"
              disabled={!complete}
              loading={confirmPayment.isPending}
            >
              {t('payments.confirmSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function CancelInvestmentDialog({ investment, opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  const cancelInvestment = useCancelInvestment();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('payments.cancelTitle', { reference: investment.paymentReference })}
      backLabel={t('payments.back')}
      confirmLabel={t('payments.cancelSubmit')}
      pending={cancelInvestment.isPending}
      onConfirm={() => cancelInvestment.mutate(investment.id, { onSuccess: onClose })}
    >
      <Text size="sm">{t('payments.cancelMessage')}</Text>
    </ConfirmDialog>
  );
}
