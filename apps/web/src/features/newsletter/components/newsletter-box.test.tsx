import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, requestsTo, server } from '../../../test/server.ts';
import { NewsletterBox } from './newsletter-box.tsx';

function renderBox(answer: () => Response | Promise<Response> = () => HttpResponse.error()) {
  server.use(http.post('/api/newsletter', answer));
  renderWithProviders(<NewsletterBox />);
  return {
    email: screen.getByLabelText('Email address'),
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

/** Types an address and presses Subscribe. */
async function subscribe({ email, button }: ReturnType<typeof renderBox>) {
  const user = userEvent.setup();
  await user.type(email, 'parent@example.in');
  await user.click(button);
}

describe('NewsletterBox', () => {
  it('is a required email field', () => {
    const { email } = renderBox();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
  });

  it("posts the address, shows the server's sentence and clears the field", async () => {
    const box = renderBox(() =>
      HttpResponse.json({ success: true, message: "Thanks! You're subscribed." }, { status: 201 }),
    );
    await subscribe(box);
    expect(await screen.findByText("Thanks! You're subscribed.")).toBeInTheDocument();
    expect(requestsTo('POST', '/api/newsletter').map((r) => r.body)).toEqual([
      { email: 'parent@example.in' },
    ]);
    expect(box.email).toHaveValue('');
  });

  it('an address already on the list is a success too, in the server’s words', async () => {
    await subscribe(
      renderBox(() => HttpResponse.json({ success: true, message: "You're already subscribed." })),
    );
    expect(await screen.findByText("You're already subscribed.")).toBeInTheDocument();
  });

  it("is disabled and reads 'Subscribing...' while sending", async () => {
    let answer: (r: Response) => void = () => {};
    await subscribe(renderBox(() => new Promise<Response>((resolve) => (answer = resolve))));
    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(busy).toBeDisabled();
    answer(HttpResponse.json({ success: true, message: "Thanks! You're subscribed." }, { status: 201 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
  });

  it("shows the server's message when it refuses the address", async () => {
    const box = renderBox(() => apiError(400, 'VALIDATION_ERROR', 'Please enter a valid email address'));
    await subscribe(box);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(box.email).toHaveValue('parent@example.in');
  });

  it('falls back to a plain sentence when the server cannot be reached', async () => {
    await subscribe(renderBox(() => HttpResponse.error()));
    expect(await screen.findByText('Could not subscribe. Please try again.')).toBeInTheDocument();
  });
});
