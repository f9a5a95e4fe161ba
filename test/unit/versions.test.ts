// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInstalledVersions } from '../../cli/pipeline/versions';

describe('installed versions', () => {
  it('reads each product version from its installed package', async () => {
    const versions = await readInstalledVersions(path.resolve(__dirname, '../..'));
    expect(versions.get('material-ui')).toBe('7.1.0');
    expect(versions.get('system')).toBe('7.1.0');
    expect(versions.get('joy-ui')).toBe('5.0.0-beta.49');
    expect(versions.get('x-data-grid')).toMatch(/^8\./);
    expect(versions.get('x-date-pickers')).toMatch(/^8\./);
    expect(versions.get('docs')).toBeUndefined();
  });
});
