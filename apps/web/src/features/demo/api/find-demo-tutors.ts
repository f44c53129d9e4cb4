import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoLimits, demoTutorsResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { demoKeys } from './keys.ts';

export interface DemoFinderParams {
  subject: string;
  /** A pincode (or `lat,lng`) the tutors must reach. */
  near: string;
}

/** GET /api/demo/tutors — tutors of a subject near a place with an open demo slot, soonest first. */
export const findDemoTutors = async ({ subject, near }: DemoFinderParams, signal?: AbortSignal) =>
  demoTutorsResponse.parse(
    await api('/api/demo/tutors', { query: { subject, near, limit: demoLimits.finderMax }, signal }),
  ).tutors;

export const demoTutorsQuery = (params: DemoFinderParams) =>
  queryOptions({
    queryKey: demoKeys.finder(params),
    queryFn: ({ signal }) => findDemoTutors(params, signal),
  });

export const useDemoTutors = (params: DemoFinderParams | null) =>
  useQuery({
    ...demoTutorsQuery(params ?? { subject: '', near: '' }),
    enabled: params !== null,
  });
