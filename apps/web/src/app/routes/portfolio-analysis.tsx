import { Container } from '@mantine/core';
import { PortfolioAnalysisPage } from '@/features/portfolio-analysis/components/profile-pages';
import { RoboPortfoliosSection } from '@/features/robo-portfolios/components/robo-portfolios-section';

/** /portfolio-analysis: the user's risk profiles, then the public robo portfolios (signed in or not). */
export function Component() {
  return (
    <>
      <PortfolioAnalysisPage />
      <Container size="xl" pb="lg" px={{ base: 'sm', sm: 'md' }}>
        <RoboPortfoliosSection />
      </Container>
    </>
  );
}
