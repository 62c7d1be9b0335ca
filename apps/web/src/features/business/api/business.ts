import type { BizSetupBody } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

type Category = { id: number; category_name: string };

export const useBusinessCategories = () =>
  useQuery({
    queryKey: ['businesscategories'],
    queryFn: () => api<{ success: boolean; data: Category[] }>('businesscategories'),
    select: (response) => response.data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBusinessSetup = () =>
  useMutation({
    mutationFn: (body: BizSetupBody) =>
      api<{ success: boolean; message: string }>('businesssetup', { method: 'POST', body }),
  });
