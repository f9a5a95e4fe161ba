import Box from '@mui/joy/Box';
import AppTheme from '../shared-theme/AppTheme';
import FaqBlock from './blocks/FaqBlock';
import FeatureGridBlock from './blocks/FeatureGridBlock';
import FooterBlock from './blocks/FooterBlock';
import HeroBlock from './blocks/HeroBlock';
import NewsletterBlock from './blocks/NewsletterBlock';
import PricingBlock from './blocks/PricingBlock';
import TestimonialBlock from './blocks/TestimonialBlock';
import BlockLabel from './components/BlockLabel';
import ShowcaseHeader from './components/ShowcaseHeader';
import ShowcaseIntro from './components/ShowcaseIntro';
import { blocks } from './data/blocks';

const label = (index: number) => <BlockLabel block={blocks[index]} position={index + 1} total={blocks.length} />;

/**
 * Marketing page blocks for Plotline, an invented community garden planner, one after another.
 * Each block is independent: the labels and the intro belong to this showcase only.
 */
export default function WebBlocks() {
  return (
    <AppTheme>
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.body' }}>
        <ShowcaseHeader />
        <main>
          <ShowcaseIntro />
          {label(0)}
          {/* This page has its own h1, so the hero's headline steps down to h2. */}
          <HeroBlock titleAs="h2" />
          {label(1)}
          <FeatureGridBlock />
          {label(2)}
          <TestimonialBlock />
          {label(3)}
          <PricingBlock />
          {label(4)}
          <FaqBlock />
          {label(5)}
          <NewsletterBlock />
          {label(6)}
        </main>
        <FooterBlock />
      </Box>
    </AppTheme>
  );
}
