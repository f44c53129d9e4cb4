import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, User } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { here, renderWithProviders } from '../../test/render.tsx';
import { requestsTo } from '../../test/server.ts';
import { Header } from './header.tsx';

const signedIn = (role: Role, name = 'Asha Verma') => makeUser({ role, name });

async function renderHeader(user?: User, at = '/about') {
  const view = renderWithProviders(<Header />, { at, user });
  // The session is checked once on start; wait for it so no update lands after the test.
  await waitFor(() => expect(requestsTo('GET', '/api/user/me')).toHaveLength(1));
  return view;
}

describe('Header', () => {
  it('shows a visitor LOGIN and Join US, and no profile or LOGOUT', async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join US' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'LOGOUT' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'ABOUT' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['Student', '/user-dashboard'],
    ['Tutor', '/tutor-dashboard'],
    ['Tuition Center', '/tuition-center-dashboard'],
    ['Admin', '/admin-dashboard'],
  ] as const)('links a signed-in %s to %s through their photo, named and titled', async (role, path) => {
    await renderHeader(signedIn(role));
    const profile = screen.getByRole('link', { name: 'Asha Verma' });
    expect(profile).toHaveAttribute('href', path);
    expect(profile).toHaveAttribute('title', 'Asha Verma');
    expect(screen.queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join US' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
  });

  it('LOGOUT signs out on the server, says so and goes home', async () => {
    const user = userEvent.setup();
    const { router } = await renderHeader(signedIn('Student'));
    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    expect(await screen.findByText('User logout successfully')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/user/logout')).toHaveLength(1);
    await waitFor(() => expect(here(router)).toBe('/'));
    expect(screen.getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('search submits to /search?query=<text>', async () => {
    const user = userEvent.setup();
    const { router } = await renderHeader();
    const box = screen.getByRole('searchbox', { name: 'Search for tutors or centers' });
    expect(box).toHaveAttribute('placeholder', 'Search for tutors or centers ...');
    await user.type(box, 'maths tutor{Enter}');
    expect(here(router)).toBe('/search?query=maths%20tutor');
  });

  it('on a phone a search button opens a search row under the bar (issue 15 item 7)', async () => {
    const user = userEvent.setup();
    const { router } = await renderHeader(undefined, '/contact');
    expect(screen.getAllByRole('searchbox')).toHaveLength(1); // the bar's, hidden below 768 px by CSS
    const open = screen.getByRole('button', { name: 'Open search' });
    expect(open).toHaveClass('md:hidden');
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await user.click(open);
    const row = document.getElementById('phone-search')!;
    const box = within(row).getByRole('searchbox', { name: 'Search for tutors or centers' });
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it and gives focus back to the button.
    await user.keyboard('{Escape}');
    expect(document.getElementById('phone-search')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.keyboard('physics{Enter}');
    expect(here(router)).toBe('/search?query=physics');
    expect(document.getElementById('phone-search')).toBeNull();
  });

  it('an empty search goes nowhere', async () => {
    const user = userEvent.setup();
    const { router } = await renderHeader(undefined, '/contact');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(here(router)).toBe('/contact');
  });

  it('the SERVICES menu offers Tutors and Tuition Centers', async () => {
    const user = userEvent.setup();
    const { router } = await renderHeader();
    await user.click(screen.getByRole('button', { name: 'SERVICES' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Tutors' })).toHaveAttribute('href', '/all-tutors');
    expect(within(menu).getByRole('menuitem', { name: 'Tuition Centers' })).toHaveAttribute(
      'href',
      '/all-tuition-centers',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Tutors' }));
    expect(here(router)).toBe('/all-tutors');
  });

  it('the SERVICES menu works from the keyboard: Enter opens on the first item, arrows move, Escape returns', async () => {
    const user = userEvent.setup();
    const { router } = await renderHeader();
    const button = screen.getByRole('button', { name: 'SERVICES' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const tutors = await screen.findByRole('menuitem', { name: 'Tutors' });
    await waitFor(() => expect(tutors).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Tuition Centers' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tutors).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Tuition Centers' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // ArrowUp opens on the last item; Enter follows it.
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Tuition Centers' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(here(router)).toBe('/all-tuition-centers');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the SERVICES menu closes on a click outside', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'SERVICES' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'CONTACT' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the mobile menu mirrors the links, closes on Escape and after navigating', async () => {
    const user = userEvent.setup();
    const { router } = await renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['HOME', 'Tutors', 'Tuition Centers', 'ABOUT', 'CONTACT', 'LOGIN', 'Join US'])
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Tuition Centers' }),
    );
    expect(here(router)).toBe('/all-tuition-centers');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("the mobile menu lists an admin's dashboard sections and LOGOUT", async () => {
    const user = userEvent.setup();
    await renderHeader(signedIn('Admin', 'Site Admin'));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const admin = within(dialog).getByRole('navigation', { name: 'Admin dashboard' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/admin-dashboard?tab=profile'],
      ['All Users', '/admin-dashboard?tab=users'],
      ['All Tutors', '/admin-dashboard?tab=tutors'],
      ['All Tuition Centers', '/admin-dashboard?tab=centers'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
  });

  it('the mobile menu does not list admin sections for other roles', async () => {
    const user = userEvent.setup();
    await renderHeader(signedIn('Tutor'));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).queryByRole('navigation', { name: 'Admin dashboard' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Asha Verma/ })).toHaveAttribute(
      'href',
      '/tutor-dashboard',
    );
  });
});
