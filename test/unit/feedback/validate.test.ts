// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateFeedback } from '../../../cli/feedback/validate';

const pages = new Set(['/material-ui/react-button/', '/zh/material-ui/react-button/']);
const valid = { page: '/material-ui/react-button/', rating: 1, comment: 'Clear, thanks.' };

describe('feedback validation', () => {
  it('accepts a valid submission, the comment optional and trimmed', () => {
    expect(validateFeedback(valid, pages)).toEqual({ ok: true, value: valid });
    expect(validateFeedback({ page: '/zh/material-ui/react-button/', rating: 0 }, pages)).toEqual({
      ok: true,
      value: { page: '/zh/material-ui/react-button/', rating: 0, comment: '' },
    });
    expect(validateFeedback({ ...valid, comment: '  a <Button> question\nline two  ' }, pages)).toMatchObject({
      value: { comment: 'a <Button> question\nline two' },
    });
    expect(validateFeedback({ ...valid, comment: '😀'.repeat(2000) }, pages).ok).toBe(true);
  });

  it.each([
    [[], 'body'],
    ['text', 'body'],
    [null, 'body'],
    [{ ...valid, email: 'a@b.c' }, 'email'],
    [{ ...valid, page: undefined }, 'page'],
    [{ ...valid, page: 'https://evil.example/' }, 'page'],
    [{ ...valid, page: '/not/a/page/' }, 'page'],
    [{ ...valid, page: '/material-ui/react-button' }, 'page'],
    [{ ...valid, rating: 2 }, 'rating'],
    [{ ...valid, rating: '1' }, 'rating'],
    [{ ...valid, rating: true }, 'rating'],
    [{ page: valid.page }, 'rating'],
    [{ ...valid, comment: 42 }, 'comment'],
    [{ ...valid, comment: 'x'.repeat(2001) }, 'comment'],
    [{ ...valid, comment: 'bell\u0007' }, 'comment'],
    [{ ...valid, comment: 'delete\u007f' }, 'comment'],
    [{ ...valid, comment: 'next line\u0085' }, 'comment'],
    [{ ...valid, comment: 'C1 \u009b31m' }, 'comment'],
  ])('rejects %j naming %s', (body, field) => {
    const result = validateFeedback(body, pages);
    expect(result).toMatchObject({ ok: false, field });
    expect(result.ok || result.message.startsWith(`${field}:`)).toBe(true);
  });
});
