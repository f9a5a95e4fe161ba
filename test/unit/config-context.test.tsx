import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdConfigProvider, useAdConfig } from '../../runtime/ads/AdConfigContext';
import { DocsConfigProvider, useDocsConfig } from '../../runtime/config/DocsConfigContext';

function ShowOrigin() {
  return <span>{useDocsConfig().origin}</span>;
}

function ShowRatio() {
  return <span>{useAdConfig().displayRatio}</span>;
}

describe('config contexts', () => {
  it('throws outside the docs config provider', () => {
    expect(() => renderToStaticMarkup(<ShowOrigin />)).toThrow('Could not find docs config context value');
  });

  it('throws outside the ad config provider', () => {
    expect(() => renderToStaticMarkup(<ShowRatio />)).toThrow('Could not find docs ad config context value');
  });

  it('provides the values inside', () => {
    expect(
      renderToStaticMarkup(
        <DocsConfigProvider value={{ origin: 'https://mui.com' }}>
          <ShowOrigin />
        </DocsConfigProvider>,
      ),
    ).toBe('<span>https://mui.com</span>');
    expect(
      renderToStaticMarkup(
        <AdConfigProvider value={{ displayRatio: 0.1, networkName: 'Carbon' }}>
          <ShowRatio />
        </AdConfigProvider>,
      ),
    ).toBe('<span>0.1</span>');
  });
});
