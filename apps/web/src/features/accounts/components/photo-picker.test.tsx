import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../testing.tsx';
import { PhotoPicker } from './photo-picker.tsx';

/** A stand-in XMLHttpRequest: reports progress, then answers with `reply`. */
function stubUpload(reply: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    withCredentials = false;
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    abort() {}
    send(body: FormData) {
      sent.push(body);
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }), 0);
      setTimeout(() => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 300);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function Harness({ onUploading }: { onUploading?: (v: boolean) => void }) {
  const [photo, setPhoto] = useState<string | undefined>();
  return (
    <>
      <PhotoPicker
        value={photo}
        onChange={setPhoto}
        onUploadingChange={onUploading}
        fallback="/images/default-avatar.svg"
      />
      <output data-testid="value">{photo ?? ''}</output>
      <Toaster />
    </>
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

beforeEach(() => stubBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a module-wide store: start each test without the last one's.
  toast.remove();
});

describe('PhotoPicker', () => {
  it('uploads at once with a progress bar, then previews the returned address', async () => {
    const sent = stubUpload({
      status: 201,
      body: { secure_url: '/uploads/abcdefghijklmnopqrstuv.webp', url: 'x' },
    });
    const uploading = vi.fn();
    render(<Harness onUploading={uploading} />);
    await userEvent.upload(screen.getByLabelText('Photo'), png());
    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toBeInTheDocument();
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('/uploads/abcdefghijklmnopqrstuv.webp');
    expect(screen.getByRole('img', { name: 'Chosen photo' })).toHaveAttribute(
      'src',
      '/uploads/abcdefghijklmnopqrstuv.webp',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(uploading.mock.calls).toEqual([[true], [false]]);
    expect(sent[0]!.get('file')).toBeInstanceOf(File);
    expect(sent[0]!.get('upload_preset')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it("says 'Failed to upload image.' and shows the server's reason", async () => {
    stubUpload({
      status: 415,
      body: { success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file is not a valid image.' },
    });
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Photo'), png());
    expect(await screen.findByText('Failed to upload image.')).toBeInTheDocument();
    expect(screen.getByText('The file is not a valid image.')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it("says 'Please select an image to upload.' when no file was chosen", async () => {
    stubUpload({ status: 201, body: {} });
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [] } });
    expect(await screen.findByText('Please select an image to upload.')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const sent = stubUpload({ status: 201, body: {} });
    render(<Harness />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Photo'), big);
    expect(await screen.findByText('Failed to upload image.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/too large/)).toBeInTheDocument());
    expect(sent).toHaveLength(0);
  });
});
