import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Place } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makePlace } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { requestsTo, server } from '../../test/server.ts';
import { PlacePicker } from './place-picker.tsx';

const kothrud = makePlace();
const erandwane: Place = { ...kothrud, label: 'Erandwane, Pune 411038', locality: 'Erandwane' };

function Harness({ onPick }: { onPick: (p: Place) => void }) {
  const [text, setText] = useState('');
  return <PlacePicker label="Where?" value={text} onChange={setText} onPick={onPick} />;
}

const answer = (places: Place[]) => server.use(http.get('/api/places', () => HttpResponse.json({ places })));

describe('PlacePicker', () => {
  it('is a labelled combobox: arrows move through the places, Enter picks one', async () => {
    answer([kothrud, erandwane]);
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Where?' });
    expect(box).toHaveAttribute('placeholder', 'Pincode, locality or city');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, '411038');
    const list = await screen.findByRole('listbox', { name: 'Where?' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // Typing a pincode sends one request after the pause, not one per key.
    expect(requestsTo('GET', '/api/places').map((r) => r.url.searchParams.get('q'))).toEqual(['411038']);

    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);

    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(erandwane);
    expect(box).toHaveValue('Erandwane, Pune 411038');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveFocus();
  });

  it('Escape closes the list without picking, then clears the box', async () => {
    answer([kothrud]);
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Where?' });
    await user.type(box, 'Kothrud');
    await screen.findByRole('option', { name: /Kothrud, Pune 411038/ });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Kothrud');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('picks with a click, and says "No place found" when nothing matches', async () => {
    answer([kothrud]);
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Where?' });
    await user.type(box, 'Koth');
    await user.click(await screen.findByRole('option', { name: /Kothrud/ }));
    expect(onPick).toHaveBeenCalledWith(kothrud);

    answer([]);
    await user.clear(box);
    await user.type(box, 'Nowhere');
    expect(await screen.findByText('No place found')).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
