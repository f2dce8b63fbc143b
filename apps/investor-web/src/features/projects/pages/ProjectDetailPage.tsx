import { parseIdParam } from '@coinvest/contract';
import { FullPageLoader, lazyWidget } from '@coinvest/ui';
import {
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../paths';
import { ProjectGallery } from '../../gallery';
import { ContentTranslationProvider, TranslatedContent } from '../../translation';
import { useProject } from '../api/get-project';
import { useProjectUnits } from '../api/get-project-units';
import { useProjectUpdates } from '../api/get-project-updates';
import { useUnitStatistics } from '../api/get-unit-statistics';
import { InvalidProjectUrl } from '../components/InvalidProjectUrl';
import { ProjectImage } from '../components/ProjectImage';
import { ProjectLoadError } from '../components/ProjectLoadError';
import { ProjectStatCards } from '../components/ProjectStatCards';
import { ProjectStatusBadge } from '../components/ProjectStatusBadge';
import classes from './ProjectDetailPage.module.css';

/**
 * The page below the key figures and the action cards are fetched after the top of the page
 * renders: on a phone the top (picture, title, summary, figures) is the whole first screen,
 * and it paints without waiting for the forms, modals and lists under it.
 */
const ProjectSections = lazyWidget(
  () => import('../components/ProjectDetailSections').then((m) => m.ProjectSections),
  SectionsLoader,
);
const ProjectActions = lazyWidget(
  () => import('../components/ProjectDetailSections').then((m) => m.ProjectActions),
  () => null,
);

/** Below the first screen until the sections arrive; it stays if their chunk cannot arrive. */
function SectionsLoader() {
  return (
    <Center py="xl">
      <Loader aria-hidden />
    </Center>
  );
}

/** /projects/{id}: a numeric id, or 'Invalid Project URL' without asking the server. */
export function ProjectDetailPage() {
  const { id } = useParams();
  // The contract's rule for a path id: one the API would refuse is not asked for.
  const projectId = parseIdParam(id);
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
  const project = useProject(id);
  const statistics = useUnitStatistics(id);
  // The unit the Direct Investment card invests in, also chosen from the unit list.
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
  // The one investment flow: the Direct Investment card, reached from the unit list and the phone's bar.
  const goToDirectInvestment = () =>
    document
      .getElementById('direct-investment')
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
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
            <ProjectSections
              project={data}
              onInvest={(unitId) => {
                setInvestUnitId(unitId);
                goToDirectInvestment();
              }}
            />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProjectActions
            project={data}
            investUnitId={investUnitId}
            onInvestUnitChange={setInvestUnitId}
          />
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
