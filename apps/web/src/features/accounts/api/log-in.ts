import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

/** The session itself arrives as the HttpOnly cookie; the answer's token is for non-browser clients. */
export const logIn = (body: LoginInput) => api<LoginResponse>('/api/user/login', { method: 'POST', body });

export const useLogInMutation = () => useMutation({ mutationFn: logIn });
