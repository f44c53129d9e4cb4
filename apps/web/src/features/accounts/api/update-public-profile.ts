import type { UpdateCenterInput, UpdateTutorInput, User } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

type Done = { success: true; message: string };

export const updateTutorProfile = (id: string, body: UpdateTutorInput) =>
  api<Done & { tutor: User }>(`/api/tutors/update-tutor/${encodeURIComponent(id)}`, { method: 'PUT', body });

export const updateCenterProfile = (id: string, body: UpdateCenterInput) =>
  api<Done & { tuitionCenter: User }>(`/api/tuition-centers/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
