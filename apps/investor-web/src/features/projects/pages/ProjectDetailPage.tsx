import { FullPageLoader, useCurrentUser } from '@coinvest/ui';
import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../paths';
import { UnitSelectionActions } from '../../investing';
import { ProjectDeveloperScorecard } from '../../developers';
import { ProjectProgressSection } from '../../progress';
import { ContentTranslationProvider, TranslatedContent } from '../../translation';
import { PostProjectUpdate } from '../components/PostProjectUpdate';
import { ConstructionProgress } from '../components/ConstructionProgress';
import { useProject } from '../api/get-project';
import { useProjectUnits } from '../api/get-project-units';
import { useProjectUpdates } from '../api/get-project-updates';
import { useUnitStatistics } from '../api/get-unit-statistics';
import { DirectInvestmentCard } from '../components/DirectInvestmentCard';
import { ExpressInterestCard } from '../components/ExpressInterestCard';
import { FundingProgress } from '../components/FundingProgress';
import { InvalidProjectUrl } from '../components/InvalidProjectUrl';
import { ProjectGallery } from '../../gallery';
import { ProjectDetailsCard } from '../components/ProjectDetailsCard';
import { ProjectImage } from '../components/ProjectImage';
import { ProjectLoadError } from '../components/ProjectLoadError';
import { ProjectStatCards } from '../components/ProjectStatCards';
import { ProjectStatusBadge } from '../components/ProjectStatusBadge';
import { UnitInvestmentStatus } from '../components/UnitInvestmentStatus';
import { UnitList } from '../components/UnitList';
import { UpdatesTimeline } from '../components/UpdatesTimeline';
import { parseProjectId } from '../lib/project-display';
import classes from './ProjectDetailPage.module.css';

/** /projects/{id}: a numeric id, or 'Invalid Project URL' without asking the server. */
export function ProjectDetailPage() {
  const { id } = useParams();
  const projectId = parseProjectId(id);
  if (projectId === null) return <InvalidProjectUrl />;
  return (
    <ProjectContentTranslation id={projectId}>
      <ProjectDetail id={projectId} />
    </ProjectContentTranslation>
  );
}

/**
 * What people wrote on the page (the description, the units' descriptions, the updates) in
 * the reader's language, asked in one call once the units and updates are in. Names of the
 * project, its developer and places are not content: they stay as written.
 */
function ProjectContentTranslation({ id, children }: { id: number; children: ReactNode }) {
  const project = useProject(id);
  const units = useProjectUnits(id);
  const updates = useProjectUpdates(id);
  const texts = [
    ...(project.data ? [project.data.description] : []),
    ...(units.data ?? []).flatMap((unit) => (unit.description ? [unit.description] : [])),
    ...(updates.data ?? []).flatMap((update) => [update.title, update.description]),
  ];
  return (
    <ContentTranslationProvider
      texts={texts}
      ready={project.isSuccess && !units.isPending && !updates.isPending}
    >
      {children}
    </ContentTranslationProvider>
  );
}

function ProjectDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const project = useProject(id);
  // The project's parts load beside it, not after it.
  const units = useProjectUnits(id);
  const statistics = useUnitStatistics(id);
  const updates = useProjectUpdates(id);
  // Units chosen in the list, and the one the Direct Investment card invests in.
  const [selectedUnitIds, setSelectedUnitIds] = useState<number[]>([]);
  const [investUnitId, setInvestUnitId] = useState<number | null>(null);

  if (project.isPending) return <FullPageLoader />;
  if (project.isError) {
    return (
      <ProjectLoadError
        error={project.error}
        onRetry={() => void project.refetch()}
        retrying={project.isFetching}
      />
    );
  }

  const data = project.data;
  const unitList = units.data ?? [];
  // The one investment flow: the Direct Investment card, reached from the unit list and the phone's bar.
  const goToDirectInvestment = () =>
    document
      .getElementById('direct-investment')
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const toggleUnit = (unitId: number) =>
    setSelectedUnitIds((current) =>
      current.includes(unitId) ? current.filter((id) => id !== unitId) : [...current, unitId],
    );
  return (
    <Container
      size="xl"
      pt={{ base: 'lg', md: 40 }}
      // Below sm, room under the page's end so the sticky 'Invest' bar never covers its last lines.
      pb={{
        base: 'calc(56px + 2 * var(--mantine-spacing-xs) + var(--mantine-spacing-lg))',
        sm: 'lg',
        md: 40,
      }}
    >
      <Anchor component={Link} to={paths.projects} size="sm" fw={500}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('projects.detail.backToProjects')}
        </Group>
      </Anchor>

      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card padding={0}>
              <Box pos="relative">
                <ProjectGallery
                  title={data.title}
                  gallery={data.gallery}
                  height="clamp(220px, 40vw, 400px)"
                >
                  <ProjectImage
                    src={data.imageUrl}
                    alt={data.title}
                    height="clamp(220px, 40vw, 400px)"
                  />
                </ProjectGallery>
                <Box pos="absolute" top={16} left={16}>
                  <ProjectStatusBadge project={data} />
                </Box>
              </Box>
            </Card>

            <Stack gap="xs">
              <Group gap={4} c="dimmed" wrap="nowrap">
                <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text translate="no">{data.location}</Text>
              </Group>
              <Title order={1} translate="no">
                {data.title}
              </Title>
              <TranslatedContent texts={[data.description]}>
                {({ texts: [description], contentProps, toggle }) => (
                  <>
                    <Text size="lg" style={{ whiteSpace: 'pre-line' }} {...contentProps}>
                      {description}
                    </Text>
                    {toggle}
                  </>
                )}
              </TranslatedContent>
            </Stack>

            <ProjectStatCards project={data} statistics={statistics.data} />
            <UnitInvestmentStatus project={data} statistics={statistics.data} />
            <FundingProgress project={data} />
            <ProjectDetailsCard />
            <UnitList
              units={units.data}
              isLoading={units.isPending}
              isError={units.isError}
              selectedIds={selectedUnitIds}
              onToggle={toggleUnit}
              actions={
                <UnitSelectionActions
                  project={data}
                  selectedUnits={unitList.filter((unit) => selectedUnitIds.includes(unit.id))}
                  user={user}
                  onInterestSent={() => setSelectedUnitIds([])}
                  onInvest={(unit) => {
                    setInvestUnitId(unit.id);
                    goToDirectInvestment();
                  }}
                />
              }
            />
            <ConstructionProgress updates={updates.data} />
            <ProjectProgressSection projectId={id} />
            {user?.role === 'admin' && <PostProjectUpdate projectId={id} />}
            <UpdatesTimeline
              updates={updates.data}
              isLoading={updates.isPending}
              isError={updates.isError}
            />
            <ProjectDeveloperScorecard developerId={data.developerId} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg" className={classes.aside}>
            <ExpressInterestCard project={data} user={user} />
            <DirectInvestmentCard
              project={data}
              units={unitList}
              user={user}
              unitId={investUnitId}
              onUnitChange={setInvestUnitId}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <Box hiddenFrom="sm" className={classes.stickyInvest}>
        <Button fullWidth size="md" color="gold.5" c="navy.9" onClick={goToDirectInvestment}>
          {t('investing.units.invest')}
        </Button>
      </Box>
    </Container>
  );
}
