import {
  ANTIFORGERY_HEADER,
  type ApiClient,
  ApiError,
  type CatalogCsvReport,
  CatalogCsvReportSchema,
} from '@vitrine/api-client';
import { API_BASE_URL } from '../../../lib/base-path';

export interface CsvUploadOptions {
  file: File;
  dryRun: boolean;
  /** The share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

function problemOf(xhr: XMLHttpRequest) {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (body && typeof body === 'object' && 'type' in body) return body as ApiError['problem'];
  } catch {
    // Not JSON: the status tells enough.
  }
  return undefined;
}

/**
 * Sends a catalogue CSV to the import (or its dry run) through XMLHttpRequest, the browser API that
 * reports upload progress. A refused file rejects with the ApiError carrying the problem (its
 * per-column or per-file reasons); a read file resolves with the report of its rows.
 */
export async function uploadCatalogCsv(
  api: ApiClient,
  { file, dryRun, onProgress, signal }: CsvUploadOptions,
): Promise<CatalogCsvReport> {
  const token = (await api.security.antiforgery()).Token;
  const url = `${API_BASE_URL}${api.catalogBulk.importUrl(dryRun)}`;
  return new Promise<CatalogCsvReport>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(ANTIFORGERY_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(CatalogCsvReportSchema.parse(JSON.parse(xhr.responseText)));
        } catch (cause) {
          reject(new ApiError({ status: 500, url, cause }));
        }
        return;
      }
      reject(new ApiError({ status: xhr.status, url, problem: problemOf(xhr) }));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, url }));
    xhr.onabort = () => reject(new ApiError({ status: 0, url }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
