/** The blocks this page shows, in order, with the files each one needs when copied alone. */
export interface BlockInfo {
  /** The anchor of the block's frame, for the jump links. */
  id: string;
  name: string;
  file: string;
  /** Files the block imports besides Joy UI and the icons. */
  needs: string[];
}

export const blocks: BlockInfo[] = [
  { id: 'block-hero', name: 'Hero', file: 'blocks/HeroBlock.tsx', needs: ['data/hero.ts'] },
  { id: 'block-features', name: 'Features', file: 'blocks/FeatureGridBlock.tsx', needs: ['data/features.ts'] },
  { id: 'block-testimonial', name: 'Testimonial', file: 'blocks/TestimonialBlock.tsx', needs: ['data/testimonial.ts'] },
  { id: 'block-pricing', name: 'Pricing', file: 'blocks/PricingBlock.tsx', needs: ['data/pricing.ts', 'utils/money.ts'] },
  { id: 'block-faq', name: 'FAQ', file: 'blocks/FaqBlock.tsx', needs: ['data/faq.ts'] },
  { id: 'block-newsletter', name: 'Newsletter', file: 'blocks/NewsletterBlock.tsx', needs: ['utils/validation.ts'] },
  { id: 'block-footer', name: 'Footer', file: 'blocks/FooterBlock.tsx', needs: ['data/footer.ts'] },
];
