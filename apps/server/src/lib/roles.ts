import type { Role } from '@tuitionhub/contracts';
import type { DbRole } from '../db/schema/index.ts';

const toWire: Record<DbRole, Role> = {
  student: 'Student',
  tutor: 'Tutor',
  center: 'Tuition Center',
  admin: 'Admin',
};
const toDb: Record<Role, DbRole> = {
  Student: 'student',
  Tutor: 'tutor',
  'Tuition Center': 'center',
  Admin: 'admin',
};

export const wireRole = (r: DbRole): Role => toWire[r];
export const dbRole = (r: Role): DbRole => toDb[r];
