import Box from '@mui/material/Box';

// Nested selectors in sx style HTML you do not control, such as rendered Markdown.
const renderedHtml = `
  <h4>Check-in</h4>
  <p>Keys are in the lockbox next to the door. The code is sent by text on the morning of arrival.</p>
  <h4>House rules</h4>
  <ul><li>No parties or events</li><li>Quiet hours from 22:00</li><li>Bins go out on Tuesday evening</li></ul>
  <p>Directions from the station are on the <a href="/system/getting-started/">next page</a>.</p>
`;

export default function NestedContentSx() {
  return (
    <Box
      component="section"
      aria-label="Guest guide"
      sx={{
        maxWidth: 460,
        typography: 'body2',
        color: 'text.primary',
        '& h4': { typography: 'subtitle2', mt: 2, mb: 0.5, '&:first-of-type': { mt: 0 } },
        '& p': { m: 0, mb: 1 },
        '& ul': { m: 0, pl: 2.5 },
        '& li + li': { mt: 0.5 },
        '& a': { color: 'primary.main', fontWeight: 'fontWeightMedium' },
      }}
      dangerouslySetInnerHTML={{ __html: renderedHtml }}
    />
  );
}
