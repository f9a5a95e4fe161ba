import { describe, expect, it } from 'vitest';
import { createProgress, liveLine, phaseLine } from '../../cli/pipeline/progress';

/** An output with a fake clock (ms) that keeps what was written. */
function output(isTTY: boolean) {
  const out = { text: '', time: 0, isTTY, write: (text: string) => (out.text += text), now: () => out.time };
  return out;
}

describe('build progress', () => {
  it('off a terminal, prints one line per phase as it ends, with its count, time and end', () => {
    const out = output(false);
    const progress = createProgress(out);
    const assets = progress.phase('demo assets');
    assets.total(3);
    out.time = 1_500;
    assets.tick(3);
    const pages = progress.phase('pages');
    out.time = 4_000;
    assets.end();
    pages.end();
    expect(out.text).toBe('docs: demo assets (3/3) took 4.0 s, done at 4.0 s\ndocs: pages took 2.5 s, done at 4.0 s\n');
  });

  it('on a terminal, redraws one live line at most every 100 ms and clears it when closed', () => {
    const out = output(true);
    const progress = createProgress(out);
    const assets = progress.phase('demo assets', 10);
    out.time = 50;
    assets.tick();
    expect(out.text.split('\r').length).toBe(2);
    out.time = 260;
    assets.tick();
    expect(out.text.endsWith('\r\x1b[Kdocs: 0.3 s demo assets 2/10')).toBe(true);
    progress.close();
    expect(out.text.endsWith('\r\x1b[K')).toBe(true);
  });

  it('prints a notice once per build however often it is noticed', () => {
    const out = output(false);
    const progress = createProgress(out);
    progress.notice('licence', 'set DOCS_MUI_X_LICENSE_KEY');
    progress.notice('licence', 'set DOCS_MUI_X_LICENSE_KEY');
    expect(out.text).toBe('docs: set DOCS_MUI_X_LICENSE_KEY\n');
  });

  it('formats the live line and a phase line', () => {
    expect(
      liveLine(12_345, [
        { name: 'demo assets', done: 5, total: 9 },
        { name: 'client bundle', done: 0 },
      ]),
    ).toBe('docs: 12.3 s demo assets 5/9 · client bundle');
    expect(phaseLine({ name: 'pages', done: 0 }, 900, 30_000)).toBe('docs: pages took 0.9 s, done at 30.0 s\n');
  });
});
