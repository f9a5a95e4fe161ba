import { afterEach, describe, expect, it } from 'vitest';
import { installGtag } from '../../runtime/analytics/gtag';

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  document.head.innerHTML = '';
});

describe('global gtag', () => {
  it('queues into dataLayer and loads no script without a measurement id', () => {
    const gtag = installGtag({});
    gtag('event', 'page_view', { page_title: 'Button' });
    expect(window.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>)[0])).toEqual(['js', 'event']);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the tag from the configured script URL with the id, once', () => {
    installGtag({ gaMeasurementId: 'G-TEST123', gaScriptUrl: 'http://127.0.0.1:9/gtag/js' });
    installGtag({ gaMeasurementId: 'G-TEST123', gaScriptUrl: 'http://127.0.0.1:9/gtag/js' });
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['http://127.0.0.1:9/gtag/js?id=G-TEST123']);
    expect(Array.from(window.dataLayer![1] as ArrayLike<unknown>)).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });
});
