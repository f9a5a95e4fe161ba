// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { feedbackCsv } from '../../../cli/feedback/csv';

describe('feedback CSV export', () => {
  it('quotes fields per RFC 4180 and defuses spreadsheet formulas', () => {
    const csv = feedbackCsv([
      { id: 1, createdAt: '2026-11-21T10:00:00.000Z', page: '/a/', rating: 1, comment: 'plain' },
      { id: 2, createdAt: '2026-11-21T10:01:00.000Z', page: '/b/', rating: 0, comment: 'says "hi", then\nleaves' },
      { id: 3, createdAt: '2026-11-21T10:02:00.000Z', page: '/c/', rating: 0, comment: '=HYPERLINK("http://evil")' },
    ]);
    expect(csv).toBe(
      'id,createdAt,page,rating,comment\r\n' +
        '1,2026-11-21T10:00:00.000Z,/a/,1,plain\r\n' +
        '2,2026-11-21T10:01:00.000Z,/b/,0,"says ""hi"", then\nleaves"\r\n' +
        `3,2026-11-21T10:02:00.000Z,/c/,0,"'=HYPERLINK(""http://evil"")"\r\n`,
    );
  });
});
