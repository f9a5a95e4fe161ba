import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography, { TypographyProps } from '@mui/joy/Typography';

type Level = NonNullable<TypographyProps['level']>;

const specimen: [Level, string][] = [
  ['h1', 'Page title'],
  ['h2', 'Section'],
  ['h3', 'Sub-section'],
  ['h4', 'Small heading'],
  ['title-lg', 'Dialog title'],
  ['title-md', 'Card title'],
  ['title-sm', 'List item title'],
  ['body-lg', 'Lead paragraph'],
  ['body-md', 'Running text, the default'],
  ['body-sm', 'Secondary text'],
  ['body-xs', 'Captions and metadata'],
];

export default function TypographyLevels() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', width: '100%', overflow: 'hidden' }}>
      <Stack spacing={1.25}>
        {specimen.map(([name, use]) => (
          <Stack key={name} direction="row" spacing={2} sx={{ alignItems: 'baseline', minWidth: 0 }}>
            <Typography level="body-xs" component="span" sx={{ flex: '0 0 64px', fontFamily: 'code' }}>
              {name}
            </Typography>
            {/* Rendered as p: this shows the styles, not a document outline. */}
            <Typography level={name} component="p" noWrap sx={{ minWidth: 0 }}>
              {use}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Sheet>
  );
}
