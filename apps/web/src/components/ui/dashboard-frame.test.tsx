import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreditCard, User, Users } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DashboardFrame } from './dashboard-frame.tsx';

const items = [
  { id: 'profile', to: '/d?tab=profile', label: 'Profile', icon: User },
  { id: 'users', to: '/d?tab=users', label: 'Users', icon: Users },
  { id: 'payments', to: '/payments', label: 'Payments', icon: CreditCard },
];

describe('DashboardFrame on a phone (issue 15 item 8)', () => {
  it('folds the sections into one button naming the open one, which unfolds them all and LOGOUT', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithProviders(
      <DashboardFrame
        title="Admin Dashboard"
        menuLabel="Admin dashboard"
        items={items}
        active="users"
        onLogout={onLogout}
        columns=""
      >
        <p>section</p>
      </DashboardFrame>,
      { at: '/d?tab=users' },
    );
    const nav = screen.getByRole('navigation', { name: 'Admin dashboard' });
    const toggle = within(nav).getByRole('button', { name: /now showing:\s*Users/ });
    expect(toggle).toHaveClass('lg:hidden');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // Folded on phones (display: none below lg), always a column on desktop — never a sideways strip.
    expect(list).toHaveClass('hidden', 'lg:flex', 'flex-col');
    expect(list).not.toHaveClass('overflow-x-auto');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('hidden');
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Profile', 'Users', 'Payments']);
    expect(within(list).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(list).getByRole('button', { name: 'LOGOUT' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
