import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { StyledEngineProvider } from '@mui/material/styles';
import * as React from 'react';

// Finds the first rule that styles `element` and returns its CSS text.
function ruleFor(element: Element) {
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRule[] = [];
    try {
      rules = Array.from(sheet.cssRules);
    } catch {
      continue; // a stylesheet from another origin can't be read
    }
    for (const rule of rules) {
      if (rule instanceof CSSLayerBlockRule) {
        const inner = Array.from(rule.cssRules).find(
          (r) => r instanceof CSSStyleRule && element.matches(r.selectorText),
        );
        if (inner) return `@layer ${rule.name} {\n  ${inner.cssText.slice(0, 160)}…\n}`;
      }
    }
  }
  return 'No layered rule found.';
}

export default function LayerRuleInspector() {
  const chipRef = React.useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = React.useState(false);
  const [css, setCss] = React.useState('');
  React.useEffect(() => setMounted(true), []);
  React.useEffect(() => {
    if (mounted && chipRef.current) setCss(ruleFor(chipRef.current));
  }, [mounted]);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
      {mounted && (
        <StyledEngineProvider enableCssLayer>
          <Chip ref={chipRef} label="Refund approved" color="success" sx={{ alignSelf: 'flex-start' }} />
        </StyledEngineProvider>
      )}
      <Box
        component="pre"
        tabIndex={0}
        aria-label="CSS rule of the chip"
        sx={{
          m: 0,
          p: 2,
          fontSize: 13,
          overflowX: 'auto',
          whiteSpace: 'pre-wrap',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {css || 'The chip and its CSS appear once the demo runs in the browser.'}
      </Box>
    </Stack>
  );
}
