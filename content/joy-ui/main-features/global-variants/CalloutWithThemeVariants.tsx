import Box from '@mui/joy/Box';
import { styled } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

interface CalloutProps {
  variant?: VariantProp;
  color?: ColorPaletteProp;
}

// Reads the same variant tokens that Joy's own components use.
const Callout = styled('div', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'color',
})<CalloutProps>(({ theme, variant = 'soft', color = 'neutral' }) => [
  {
    padding: theme.spacing(1.5, 2),
    borderRadius: theme.vars.radius.md,
    fontSize: theme.vars.fontSize.sm,
    lineHeight: theme.vars.lineHeight.md,
  },
  theme.variants[variant]?.[color],
]);

export default function CalloutWithThemeVariants() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 460, mx: 'auto' }}>
      <Callout variant="soft" color="primary">
        Tip: press <kbd>/</kbd> anywhere in the editor to insert a block.
      </Callout>
      <Callout variant="outlined" color="warning">
        This recipe uses raw eggs. Keep it refrigerated and serve within a day.
      </Callout>
      <Callout variant="solid" color="danger">
        Deleting the pantry list also deletes its 42 items.
      </Callout>
    </Box>
  );
}
