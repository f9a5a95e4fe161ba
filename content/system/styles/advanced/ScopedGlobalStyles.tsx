import GlobalStyles from '@mui/material/GlobalStyles';

// GlobalStyles replaces JSS '@global' sheets. Scope the selectors so they only touch your markup.
export default function ScopedGlobalStyles() {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          '.release-notes h3': {
            margin: theme.spacing(2, 0, 0.5),
            fontSize: theme.typography.subtitle1.fontSize,
          },
          '.release-notes ul': { margin: 0, paddingLeft: theme.spacing(2.5) },
          '.release-notes li::marker': { color: (theme.vars ?? theme).palette.primary.main },
          '.release-notes code': {
            fontSize: '0.875em',
            padding: theme.spacing(0, 0.5),
            borderRadius: 4,
            backgroundColor: (theme.vars ?? theme).palette.action.selected,
          },
        })}
      />
      <article className="release-notes" aria-label="Release notes 4.2">
        <h3>New</h3>
        <ul>
          <li>
            Recurring invoices can now end after a set number of runs (<code>maxRuns</code>).
          </li>
          <li>CSV export includes the customer&apos;s tax number.</li>
        </ul>
        <h3>Fixed</h3>
        <ul>
          <li>Credit notes no longer round totals twice.</li>
        </ul>
      </article>
    </>
  );
}
