import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';
import { PhotoPicker } from './photo-picker.tsx';

/** POST /api/uploads answers `reply` after a moment (long enough to see the progress bar); the forms sent are kept. */
function answerUpload(reply: () => Response) {
  const sent: FormData[] = [];
  server.use(
    http.post('/api/uploads', async ({ request }) => {
      sent.push(await request.formData());
      await delay(300);
      return reply();
    }),
  );
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
    </>
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('PhotoPicker', () => {
  it('uploads at once with a progress bar, then previews the returned address', async () => {
    const sent = answerUpload(() =>
      HttpResponse.json({ secure_url: '/uploads/abcdefghijklmnopqrstuv.webp', url: 'x' }, { status: 201 }),
    );
    const uploading = vi.fn();
    renderWithProviders(<Harness onUploading={uploading} />);
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
    // A file part (jsdom's File reaches MSW as Node's, so `instanceof File` cannot tell).
    expect(sent[0]!.get('file')).toHaveProperty('type', 'image/png');
    expect(sent[0]!.get('upload_preset')).toBeTruthy();
    // The input still names the uploaded file beside the preview, not 'No file chosen' (issue 15 item 13).
    const input = screen.getByLabelText('Photo') as HTMLInputElement;
    expect(input.files?.[0]?.name).toBe('me.png');

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(input.value).toBe('');
  });

  it("says 'Failed to upload image.' and shows the server's reason", async () => {
    answerUpload(() => apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not a valid image.'));
    renderWithProviders(<Harness />);
    await userEvent.upload(screen.getByLabelText('Photo'), png());
    expect(await screen.findByText('Failed to upload image.')).toBeInTheDocument();
    expect(screen.getByText('The file is not a valid image.')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it("says 'Please select an image to upload.' when no file was chosen", async () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [] } });
    expect(await screen.findByText('Please select an image to upload.')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/uploads')).toEqual([]);
  });

  it('refuses a file over 5 MB without sending it', async () => {
    renderWithProviders(<Harness />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Photo'), big);
    expect(await screen.findByText('Failed to upload image.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/too large/)).toBeInTheDocument());
    expect(requestsTo('POST', '/api/uploads')).toEqual([]);
  });
});
