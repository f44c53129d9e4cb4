import type { UpdateUserInput, UserResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

export const updateAccount = (userId: string, body: UpdateUserInput) =>
  api<UserResponse>(`/api/user/update/${encodeURIComponent(userId)}`, { method: 'PUT', body });
