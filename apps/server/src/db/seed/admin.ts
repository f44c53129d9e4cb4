import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@tuitionhub.local';

/**
 * Makes sure an admin exists. From ADMIN_EMAIL/ADMIN_PASSWORD when set; otherwise, on a database
 * with no admin, one is created with a generated password that is printed once (and never again).
 */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admins.length > 0) return;
  const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generated = !config.ADMIN_PASSWORD;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      name: 'Admin',
      email,
      passwordHash: await hashPassword(password),
      role: 'admin',
      photo: '/images/default-avatar.svg',
      profileInfo: 'Marketplace administrator',
    })
    .onConflictDoNothing();
  if (generated) {
    // Printed once, to the terminal only: the operator needs it to sign in the first time.
    process.stdout.write(
      `\n  First admin account created.\n    email:    ${email}\n    password: ${password}\n  Keep it safe; it will not be shown again.\n\n`,
    );
  } else {
    log.info({ email }, 'admin account created from ADMIN_EMAIL');
  }
}
