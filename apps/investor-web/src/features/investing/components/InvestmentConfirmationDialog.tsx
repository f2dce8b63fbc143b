import { PAYMENT_DEADLINE_DAYS, type TProject, type TUnit, type TUser } from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Money } from '../../../lib/currency';
import { PictureImage } from '../../gallery';
import { PaymentInstructionsCard, type PayableInvestment } from '../../payments';
import { useCreateInvestment } from '../api/create-investment';
import { investmentSummary } from '../lib/investment-summary';
import { ExpectedShareRange, ProfitAssumption } from './ExpectedProfitShare';

type Step = 'confirmation' | 'payment' | 'success';

export interface InvestmentConfirmationDialogProps {
  opened: boolean;
  /** Called on every close; the caller clears the amount. */
  onClose: () => void;
  project: TProject;
  unit: TUnit;
  user: TUser;
  amount: string;
}

/**
 * Confirmation (summary, amount, satisfaction) -> payment information (after the investment
 * is created) -> success (after the investor acknowledges). Mounted afresh per opening, so each
 * confirmation attempt has its own Idempotency-Key.
 */

/**
 * The project's picture: its gallery's cover, else its image link, and nothing rather than a
 * broken image when that link does not load.
 */
function ProjectPicture({ project }: { project: TProject }) {
  const [failed, setFailed] = useState(false);
  if (project.coverPicture) {
    return (
      <PictureImage picture={project.coverPicture} alt={project.title} height={160} sizes="28rem" />
    );
  }
  if (!project.imageUrl || failed) return null;
  return (
    <Image
      src={project.imageUrl}
      alt={project.title}
      h={160}
      radius="md"
      fit="cover"
      onError={() => setFailed(true)}
    />
  );
}

export function InvestmentConfirmationDialog(props: InvestmentConfirmationDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('confirmation');
  const titles: Record<Step, string> = {
    confirmation: t('investing.confirm.title'),
    payment: t('investing.confirm.paymentTitle'),
    success: t('investing.confirm.successTitle'),
  };
  const close = () => {
    setStep('confirmation');
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={titles[step]} centered size="lg">
      {props.opened ? (
        <DialogSteps {...props} onClose={close} step={step} onStep={setStep} />
      ) : null}
    </Modal>
  );
}

interface DialogStepsProps extends InvestmentConfirmationDialogProps {
  step: Step;
  onStep: (step: Step) => void;
}

function DialogSteps({ project, unit, user, amount, onClose, step, onStep }: DialogStepsProps) {
  const { t } = useTranslation();
  const [satisfied, setSatisfied] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<PayableInvestment | null>(null);
  const createInvestment = useCreateInvestment();

  if (step === 'payment' && created) {
    return <PaymentInformation investment={created} onNoted={() => onStep('success')} />;
  }
  if (step === 'success') {
    return (
      <Stack align="center" ta="center" gap="md" py="md">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Text>
          <Trans
            i18nKey="investing.confirm.successMessage"
            values={{ unit: unit.unitNumber }}
            components={{ amount: <Money amount={amount} currency="USD" /> }}
          />
        </Text>
        <Button onClick={onClose}>{t('investing.confirm.done')}</Button>
      </Stack>
    );
  }

  const proceed = () => {
    createInvestment.mutate(
      { projectId: project.id, unitId: unit.id, userId: user.id, amount, idempotencyKey },
      {
        onSuccess: (investment) => {
          setCreated(investment);
          onStep('payment');
        },
      },
    );
  };

  const summary = investmentSummary(amount, unit.price, project.expectedProfit);
  const share = summary.expectedProfitShare;
  const facts: [string, React.ReactNode][] = [
    [t('investing.confirm.project'), project.title],
    [t('investing.confirm.location'), project.location],
    [t('investing.confirm.developer'), project.developerName],
    [
      t('investing.confirm.timeline'),
      t('investing.confirm.timelineMonths', { count: project.timeline }),
    ],
    [t('investing.confirm.unit'), unit.unitNumber],
    [t('investing.confirm.amount'), <Money key="amount" amount={amount} currency="USD" />],
    [
      t('investing.confirm.ownership'),
      t('investing.confirm.ownershipValue', { value: summary.ownership }),
    ],
    share
      ? [t('investing.direct.summaryProfitShare'), <ExpectedShareRange key="share" share={share} />]
      : [t('investing.confirm.expectedProfit'), project.expectedProfit],
  ];

  return (
    <Stack gap="md">
      <ProjectPicture project={project} />
      <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing="xs" m={0}>
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600} size="sm">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <ProfitAssumption summary={summary} />
      <Checkbox
        label={t('investing.confirm.satisfaction')}
        checked={satisfied}
        onChange={(event) => setSatisfied(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('investing.confirm.cancel')}
        </Button>
        <Button
          onClick={proceed}
          disabled={!satisfied}
          loading={createInvestment.isPending}
          color="gold.5"
          c="navy.9"
        >
          {t('investing.confirm.proceed')}
        </Button>
      </Group>
    </Stack>
  );
}

function PaymentInformation({
  investment,
  onNoted,
}: {
  investment: PayableInvestment;
  onNoted: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <PaymentInstructionsCard investment={investment} />
      <Alert color="yellow" icon={<IconInfoCircle size={20} aria-hidden />}>
        <Stack gap="xs">
          <Text size="sm">
            {t('investing.confirm.deadline', {
              days: PAYMENT_DEADLINE_DAYS,
              date: formatDate(investment.paymentDeadline, i18n.language),
            })}
          </Text>
          <Text size="sm">{t('investing.confirm.awaitsConfirmation')}</Text>
        </Stack>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onNoted}>{t('investing.confirm.noted')}</Button>
      </Group>
    </Stack>
  );
}
