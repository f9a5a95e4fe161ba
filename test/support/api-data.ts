/**
 * The API data of every documented package, as the build uses it (cached by package versions;
 * extracted in a child process on first use).
 */
import path from 'node:path';
import type { ApiRecord } from '../../runtime/api/types';
import { type ApiData, loadApiData } from '../../cli/pipeline/api/cache';
import { API_PACKAGES } from '../../cli/pipeline/api/packages';

const ROOT = path.resolve(__dirname, '../..');
let data: Promise<ApiData> | undefined;

/** All extracted records. */
export function apiData(): Promise<ApiData> {
  data ??= loadApiData(ROOT, API_PACKAGES);
  return data;
}

/** The record of `name` in `pkg`. */
export async function apiRecord(pkg: string, name: string): Promise<Omit<ApiRecord, 'demos'>> {
  const record = (await apiData()).records.find((item) => item.package === pkg && item.name === name);
  if (!record) throw new Error(`no API record for ${pkg} ${name}`);
  return record;
}
