import { limits } from '@tuitionhub/contracts';
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { UploadError, useUploadPhoto } from '../api/upload-photo.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * spec §4 Photo upload: choosing a file uploads it at once (with a progress bar), then the returned
 * address becomes the photo and is previewed. 'Image uploaded successfully!' / 'Failed to upload
 * image.'; no file chosen → 'Please select an image to upload.'.
 */
export function PhotoPicker({
  value,
  onChange,
  onUploadingChange,
  fallback,
  fallbackAlt = 'Default photo',
}: {
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** Shown when no photo is chosen (the default the server will use). */
  fallback: string;
  /** How the fallback image is described: the default, or the account's current photo. */
  fallbackAlt?: string;
}) {
  const inputId = useId();
  const { progress, upload } = useUploadPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setProblem(null);
    if (!file) {
      toast.error('Please select an image to upload.');
      return;
    }
    if (file.size > limits.uploadMaxBytes) {
      setProblem(`The file is too large (at most ${limits.uploadMaxBytes / 1024 / 1024} MB).`);
      toast.error('Failed to upload image.');
      clearInput();
      return;
    }
    onUploadingChange?.(true);
    try {
      const res = await upload(file);
      onChange(res.secure_url);
      toast.success('Image uploaded successfully!');
      // The input keeps naming the uploaded file beside its preview (issue 15 item 13).
    } catch (err) {
      setProblem(err instanceof UploadError ? err.message : 'Failed to upload image.');
      toast.error('Failed to upload image.');
      clearInput();
    } finally {
      onUploadingChange?.(false);
    }
  };

  const uploading = progress !== null;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Photo
      </label>
      <div className="flex items-center gap-4">
        <img
          src={value || fallback}
          alt={value ? 'Chosen photo' : fallbackAlt}
          width={72}
          height={72}
          className="size-18 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            disabled={uploading}
            onChange={(e) => void onPick(e)}
            aria-describedby={`${inputId}-help`}
            className="block w-full text-sm text-slate-700 file:mr-3 file:inline-flex file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50 disabled:opacity-60"
          />
          <p id={`${inputId}-help`} className="text-sm text-slate-600">
            <ImagePlus aria-hidden className="mr-1 inline size-4 align-text-bottom" />
            JPEG, PNG or WebP, up to {limits.uploadMaxBytes / 1024 / 1024} MB.
          </p>
          {uploading ? (
            <div
              role="progressbar"
              aria-label="Uploading photo"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-primary-700 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
          ) : null}
          {value && !uploading ? (
            <button
              type="button"
              onClick={() => {
                clearInput();
                onChange(undefined);
              }}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-danger-700 hover:bg-danger-50"
            >
              <X aria-hidden className="size-4" />
              Remove photo
            </button>
          ) : null}
          <p aria-live="polite" className="text-sm font-medium text-danger-700">
            {problem}
          </p>
        </div>
      </div>
    </div>
  );
}
