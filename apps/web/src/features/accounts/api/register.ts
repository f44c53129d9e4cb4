import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, UserResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

export const registerAccount = (body: RegisterInput) =>
  api<UserResponse>('/api/user/register', { method: 'POST', body });

export const useRegisterMutation = () => useMutation({ mutationFn: registerAccount });
