import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterBox } from './newsletter-box.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderBox() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <NewsletterBox />
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    email: screen.getByLabelText('Email address'),
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

describe('NewsletterBox', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a required email field', () => {
    const { email } = renderBox();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
  });

  it("posts the address, shows the server's sentence and clears the field", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(201, { success: true, message: "Thanks! You're subscribed." }));
    const { email, button } = renderBox();
    await user.type(email, 'parent@example.in');
    await user.click(button);

    expect(await screen.findByText("Thanks! You're subscribed.")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ email: 'parent@example.in' });
    expect(email).toHaveValue('');
  });

  it('an address already on the list is a success too, in the server’s words', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(200, { success: true, message: "You're already subscribed." }));
    const { email, button } = renderBox();
    await user.type(email, 'parent@example.in');
    await user.click(button);
    expect(await screen.findByText("You're already subscribed.")).toBeInTheDocument();
  });

  it("is disabled and reads 'Subscribing...' while sending", async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { email, button } = renderBox();
    await user.type(email, 'parent@example.in');
    await user.click(button);

    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(busy).toBeDisabled();
    answer(json(201, { success: true, message: "Thanks! You're subscribed." }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
  });

  it("shows the server's message when it refuses the address", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json(400, { success: false, code: 'VALIDATION_ERROR', message: 'Please enter a valid email address' }),
    );
    const { email, button } = renderBox();
    await user.type(email, 'parent@example.in');
    await user.click(button);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveValue('parent@example.in');
  });

  it('falls back to a plain sentence when the server cannot be reached', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { email, button } = renderBox();
    await user.type(email, 'parent@example.in');
    await user.click(button);
    expect(await screen.findByText('Could not subscribe. Please try again.')).toBeInTheDocument();
  });
});
