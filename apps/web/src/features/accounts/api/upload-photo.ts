import type { UploadResponse } from '@tuitionhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export class UploadError extends Error {}

/**
 * POST /api/uploads with XMLHttpRequest, because fetch cannot report upload progress (spec §4:
 * the picker shows an uploading state). `onProgress` gets 0–100.
 */
export function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: Partial<UploadResponse> & { message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        // not JSON: handled below as a failure
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.secure_url) {
        onProgress(100);
        resolve({ secure_url: body.secure_url, url: body.url ?? body.secure_url });
      } else {
        reject(new UploadError(body.message ?? 'Failed to upload image.'));
      }
    };
    xhr.onerror = () => reject(new UploadError('Could not reach the server. Check your connection.'));
    xhr.onabort = () => reject(new UploadError('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    // The image host's field, kept so the request looks like the spec's (the server ignores it).
    form.append('upload_preset', 'tuitionhub');
    xhr.send(form);
  });
}

/**
 * The photo picker's upload: `progress` (0–100, null when idle) and `upload(file)`. A new upload
 * cancels the one under way, and so does leaving the page.
 */
export function useUploadPhoto() {
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const upload = useCallback(async (file: File) => {
    abort.current?.abort();
    abort.current = new AbortController();
    setProgress(0);
    try {
      return await uploadPhoto(file, setProgress, abort.current.signal);
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, upload };
}
