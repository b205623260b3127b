import { type ApiClient, isApiError, type UploadedFile, type UploadQuery } from '@vitrine/api-client';
import { messageOf, type UploadRules, validateUpload } from '@vitrine/validation';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useApi, useReportApiError } from '../../../lib/api-context';
import { createTokenSource, isCsrfRefusal, uploadOne } from '../api/upload';

export type UploadStatus = 'uploading' | 'done' | 'error' | 'failed';

/** One file of the upload list. */
export interface UploadItem {
  id: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: UploadStatus;
  /** An encoded message key (the file's own Error, or a validation message); translate with decodeMessage. */
  error?: string;
  result?: UploadedFile;
}

/** A problem found before anything was sent: encoded message, and the file it is about. */
export interface UploadIssue {
  fileName?: string;
  message: string;
}

export const UPLOAD_FAILED_MESSAGE = 'Manager.UnknowsErrors';

let nextId = 0;

async function sendWithToken(
  api: ApiClient,
  tokens: ReturnType<typeof createTokenSource>,
  file: File,
  query: UploadQuery,
  onProgress: (fraction: number) => void,
) {
  try {
    return await uploadOne(api, { file, query, token: await tokens.get(), onProgress });
  } catch (error) {
    if (!isCsrfRefusal(error)) throw error;
    // The session's token changed (signed in again elsewhere): one retry with a fresh one.
    tokens.reset();
    return uploadOne(api, { file, query, token: await tokens.get(), onProgress });
  }
}

/**
 * Spec 000 §4 "Asset upload": select, validate (type, size, count) in the browser, upload each file
 * with its own progress, then the result list. A file the server refused shows its own Error; a
 * failed request runs the app's error flow (the generic error modal, spec 000 §8).
 */
export function useUploader(rules: UploadRules) {
  const api = useApi();
  const report = useReportApiError();
  const tokens = useMemo(() => createTokenSource(api), [api]);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [issues, setIssues] = useState<UploadIssue[]>([]);
  const [active, setActive] = useState(0);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  /** Validates a selection; sets the messages and returns the files that may go. */
  const check = useCallback((files: readonly File[]): File[] => {
    const found = validateUpload([...files], rulesRef.current);
    setIssues(
      found.map((issue) => ({
        ...(issue.fileName ? { fileName: issue.fileName } : {}),
        message: messageOf(issue.message),
      })),
    );
    // A rule on the whole selection (count, total size) stops it all; a file's own problem only that file.
    if (found.some((issue) => issue.fileName === undefined)) return [];
    const refused = new Set(found.map((issue) => issue.fileName));
    return files.filter((file) => !refused.has(file.name));
  }, []);

  /** Uploads files one after the other, without checking them again; resolves with what the server took. */
  const send = useCallback(
    async (files: readonly File[], query: UploadQuery = {}): Promise<UploadedFile[]> => {
      if (files.length === 0) return [];
      const queued = files.map((file) => ({
        file,
        item: {
          id: `upload-${++nextId}`,
          name: file.name,
          progress: 0,
          status: 'uploading' as UploadStatus,
        },
      }));
      setItems((list) => [...queued.map((entry) => entry.item), ...list]);
      setActive((count) => count + 1);
      const uploaded: UploadedFile[] = [];
      try {
        for (const { file, item } of queued) {
          try {
            const answer = await sendWithToken(api, tokens, file, query, (progress) =>
              update(item.id, { progress }),
            );
            const result = answer[0];
            if (!result) throw new Error('The upload answer lists no file');
            if (result.Error) {
              update(item.id, { status: 'error', error: result.Error, progress: 1, result });
            } else {
              update(item.id, { status: 'done', progress: 1, result });
              uploaded.push(result);
            }
          } catch (error) {
            update(item.id, { status: 'failed', error: UPLOAD_FAILED_MESSAGE });
            if (isApiError(error)) report(error);
            else console.error('[assets] upload failed', error);
          }
        }
      } finally {
        setActive((count) => count - 1);
      }
      return uploaded;
    },
    [api, tokens, update, report],
  );

  /** Validates, then uploads the acceptable files. */
  const upload = useCallback(
    (files: readonly File[], query: UploadQuery = {}) => send(check(files), query),
    [check, send],
  );

  const dismiss = useCallback((id: string) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const clear = useCallback(() => {
    setItems((list) => list.filter((item) => item.status === 'uploading'));
    setIssues([]);
  }, []);

  return { items, issues, check, send, upload, dismiss, clear, isUploading: active > 0 };
}
