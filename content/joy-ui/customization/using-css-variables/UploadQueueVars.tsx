import * as React from 'react';

const files = [
  { name: 'site-plan.pdf', done: 100 },
  { name: 'elevations.dwg', done: 64 },
  { name: 'photos.zip', done: 12 },
];

// Plain elements, no Joy component: the theme reaches them through its CSS variables.
const styles: Record<string, React.CSSProperties> = {
  list: {
    listStyle: 'none',
    margin: '0 auto',
    padding: 'var(--joy-spacing)',
    maxWidth: 360,
    display: 'grid',
    gap: 'calc(var(--joy-spacing) * 1.5)',
    borderRadius: 'var(--joy-radius-md)',
    border: '1px solid var(--joy-palette-divider)',
    background: 'var(--joy-palette-background-surface)',
    font: 'var(--joy-font-body-sm)',
    color: 'var(--joy-palette-text-primary)',
  },
  track: {
    height: 6,
    marginTop: 4,
    borderRadius: 'var(--joy-radius-xl)',
    background: 'var(--joy-palette-background-level2)',
    overflow: 'hidden',
  },
};

export default function UploadQueueVars() {
  return (
    <ul style={styles.list} aria-label="Uploads">
      {files.map((file) => (
        <li key={file.name}>
          <span style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{file.name}</span>
            <span style={{ color: 'var(--joy-palette-text-secondary)' }}>{file.done}%</span>
          </span>
          <div
            role="progressbar"
            aria-label={`Upload of ${file.name}`}
            aria-valuenow={file.done}
            style={styles.track}
          >
            <div
              style={{
                width: `${file.done}%`,
                height: '100%',
                background:
                  file.done === 100 ? 'var(--joy-palette-success-500)' : 'var(--joy-palette-primary-500)',
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
