import GlobalStyles from '@mui/material/GlobalStyles';

// Plain CSS reading the theme's variables: it follows light and dark mode with no JavaScript.
// (With a custom cssVarPrefix, replace `--mui-` with your prefix.)
const css = `
.maintenance-banner {
  display: flex;
  gap: 12px;
  align-items: center;
  max-width: 520px;
  padding: calc(2 * var(--mui-spacing));
  border-radius: var(--mui-shape-borderRadius);
  border: 1px solid rgba(var(--mui-palette-warning-mainChannel) / 0.5);
  background: rgba(var(--mui-palette-warning-mainChannel) / 0.08);
  color: var(--mui-palette-text-primary);
  font: var(--mui-font-body2);
}
.maintenance-banner strong { font-weight: 600; }
.maintenance-banner .dot {
  width: 10px; height: 10px; border-radius: 50%; flex-shrink: 0;
  background: var(--mui-palette-warning-main);
}`;

export default function PlainCssBanner() {
  return (
    <>
      <GlobalStyles styles={css} />
      <div className="maintenance-banner" role="status">
        <span className="dot" aria-hidden />
        <span>
          <strong>Scheduled maintenance:</strong> payments are paused on Sunday from 02:00 to 03:30 UTC.
        </span>
      </div>
    </>
  );
}
