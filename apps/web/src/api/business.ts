import { type BizSetupBody, businessApi } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';

export const useBusinessCategories = () =>
  useQuery({
    queryKey: ['businesscategories'],
    queryFn: () => call(businessApi.categories),
    select: (response) => response.data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBusinessSetup = () =>
  useMutation({ mutationFn: (body: BizSetupBody) => call(businessApi.setup, { body }) });
