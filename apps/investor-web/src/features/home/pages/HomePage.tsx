import { PrefetchLink } from '@coinvest/ui';
import { Button, Center } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../paths';
import { InvestmentCalculator } from '../../calculator';
import { FeaturedProjects } from '../../projects';
import { HeroSection } from '../components/HeroSection';
import { HomeSection } from '../components/HomeSection';
import { PortfolioOverview } from '../components/PortfolioOverview';
import { StatsBand } from '../components/StatsBand';
import { TrustSection } from '../components/TrustSection';

/** /: what the platform offers, a few projects, the calculator, and why to trust it. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <HeroSection />
      <StatsBand />
      <HomeSection
        id="featured"
        title={t('home.featured.title')}
        subtitle={t('home.featured.subtitle')}
        action={
          <Center>
            <Button
              component={PrefetchLink}
              to={paths.projects}
              variant="light"
              size="md"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('home.featured.viewAll')}
            </Button>
          </Center>
        }
      >
        <FeaturedProjects />
      </HomeSection>
      <HomeSection
        id="calculator"
        title={t('home.calculator.title')}
        subtitle={t('home.calculator.subtitle')}
        tinted
      >
        <InvestmentCalculator />
      </HomeSection>
      <HomeSection
        id="portfolio"
        title={t('home.portfolio.title')}
        subtitle={t('home.portfolio.subtitle')}
      >
        <PortfolioOverview />
      </HomeSection>
      <HomeSection id="trust" title={t('home.trust.title')} tinted>
        <TrustSection />
      </HomeSection>
    </>
  );
}
