import { expect, type Page, request } from '@playwright/test';
import { ADMIN } from './fixtures.ts';

/** Ticks sign-up's "I agree to the Terms of use and the Privacy policy" (issue 15). */
export const agreeToTerms = (page: Page) =>
  page.getByRole('checkbox', { name: /I agree to the Terms of use/ }).check();

/**
 * The admin approves a signed-up profile (issue 15: new profiles wait for review), through the API
 * in a session of its own so the page's own login is untouched.
 */
export async function approveByEmail(baseURL: string, email: string): Promise<void> {
  const admin = await request.newContext({ baseURL });
  try {
    expect((await admin.post('/api/user/login', { data: ADMIN })).status()).toBe(200);
    const queue = await admin.get('/api/admin/profiles?status=pending&limit=100');
    const { profiles } = (await queue.json()) as { profiles: { _id: string; email: string }[] };
    const profile = profiles.find((p) => p.email === email.toLowerCase());
    expect(profile, `${email} waits for review`).toBeDefined();
    expect((await admin.post(`/api/admin/profiles/${profile!._id}/approve`)).status()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
