import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import AppTheme from '../shared-theme/AppTheme';
import ClosingCta from './components/ClosingCta';
import CustomerStrip from './components/CustomerStrip';
import Faq from './components/Faq';
import FeatureExplorer from './components/FeatureExplorer';
import Hero from './components/Hero';
import HowItWorks from './components/HowItWorks';
import Pricing from './components/Pricing';
import SiteFooter from './components/SiteFooter';
import SiteHeader from './components/SiteHeader';
import Testimonials from './components/Testimonials';

/** Landing page for Tandem, an invented shared inbox for small support teams. */
export default function MarketingPage() {
  return (
    <AppTheme>
      <Box id="top" sx={{ bgcolor: 'background.default' }}>
        <SiteHeader />
        <Box component="main">
          <Hero />
          <Divider />
          <CustomerStrip />
          <FeatureExplorer />
          <HowItWorks />
          <Testimonials />
          <Pricing />
          <Faq />
          <ClosingCta />
        </Box>
        <SiteFooter />
      </Box>
    </AppTheme>
  );
}
