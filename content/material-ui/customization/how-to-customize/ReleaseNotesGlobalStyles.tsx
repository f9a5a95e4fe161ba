import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';

// GlobalStyles injects plain CSS for elements rendered without Material UI, such as
// HTML from a CMS or Markdown. Its styles can read the theme, like sx and styled().
export default function ReleaseNotesGlobalStyles() {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          '.release-notes h3': { ...theme.typography.subtitle1, fontWeight: 700, margin: theme.spacing(2, 0, 0.5) },
          '.release-notes ul': { margin: 0, paddingLeft: theme.spacing(2.5) },
          '.release-notes code': {
            fontSize: '0.85em',
            padding: '0 4px',
            borderRadius: 4,
            backgroundColor: (theme.vars ?? theme).palette.action.selected,
          },
        })}
      />
      {/* Stands in for HTML that arrives as a string from a content API. */}
      <Box className="release-notes" sx={{ maxWidth: 460 }}>
        <h3>Version 4.2</h3>
        <ul>
          <li>
            Exports now include the <code>currency</code> column.
          </li>
          <li>Shared links expire after 30 days instead of 7.</li>
        </ul>
        <h3>Version 4.1</h3>
        <ul>
          <li>Faster search in large workspaces.</li>
        </ul>
      </Box>
    </>
  );
}
