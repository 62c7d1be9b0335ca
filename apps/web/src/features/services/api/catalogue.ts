import type { AddonBody, BundleBody, DepositType, DurationType, ServiceBody } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export type Addon = { id: number; name: string; price: number; duration_minutes: number };
export type Service = {
  id: number;
  name: string;
  category: string | null;
  description: string | null;
  duration_minutes: number;
  duration_hours: number;
  duration_mins: number;
  duration_type: DurationType;
  price: number;
  virtual_appointment: boolean;
  home_service: boolean;
  images: string[];
  addons: Addon[];
  deposit_type: DepositType;
  /** NGN for 'fixed', a whole percent for 'percent'. */
  deposit_value: number;
};
export type Bundle = {
  id: number;
  name: string;
  description: string | null;
  price: number;
  regular_price: number;
  services: { id: number; name: string }[];
};
export type WorkspaceImage = {
  id: number;
  kind: 'workspace' | 'portfolio';
  path: string;
  caption: string | null;
  position: number;
};

type Saved = { success: boolean; message?: string; id?: number };

export const catalogueKeys = {
  all: ['catalogue'] as const,
  services: (userId: number | null) => ['catalogue', 'services', userId] as const,
  bundles: (userId: number | null) => ['catalogue', 'bundles', userId] as const,
  addons: (userId: number | null) => ['catalogue', 'addons', userId] as const,
  images: ['catalogue', 'workspace-images'] as const,
};

/** GET getallservicebyid/{userId}. */
export function useServices() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: catalogueKeys.services(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) =>
      (await api<{ data?: Service[] }>(`getallservicebyid/${userId}`, { signal })).data ?? [],
  });
}

/** GET getuserbundle/{userId}. */
export function useBundles() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: catalogueKeys.bundles(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) =>
      (await api<{ bundles?: Bundle[] }>(`getuserbundle/${userId}`, { signal })).bundles ?? [],
  });
}

/** GET getalladdons/{userId}. */
export function useAddons() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: catalogueKeys.addons(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) =>
      (await api<{ data?: Addon[] }>(`getalladdons/${userId}`, { signal })).data ?? [],
  });
}

/** GET workspace-images: the brief-case (workspace and portfolio images), in order. */
export function useWorkspaceImages() {
  return useQuery({
    queryKey: catalogueKeys.images,
    queryFn: async ({ signal }) =>
      ((await api<{ data?: WorkspaceImage[] }>('workspace-images', { signal })).data ?? []).sort(
        (a, b) => a.position - b.position,
      ),
  });
}

/** A create-or-update, then the whole catalogue reloads (services carry add-ons, bundles carry services). */
function useSave<B>(resource: 'services' | 'bundles' | 'addons') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: B }) =>
      api<Saved>(id == null ? resource : `${resource}/${id}`, { method: id == null ? 'POST' : 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

function useRemove(resource: 'services' | 'bundles' | 'addons' | 'workspace-images') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Saved>(`${resource}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export const useSaveService = () => useSave<ServiceBody>('services');
export const useSaveBundle = () => useSave<BundleBody>('bundles');
export const useSaveAddon = () => useSave<AddonBody>('addons');
export const useDeleteService = () => useRemove('services');
export const useDeleteBundle = () => useRemove('bundles');
export const useDeleteAddon = () => useRemove('addons');
export const useDeleteWorkspaceImage = () => useRemove('workspace-images');

export function useAddWorkspaceImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: WorkspaceImage['kind']; image: string; caption?: string | null }) =>
      api<Saved>('workspace-images', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.images }),
  });
}

export function useReorderWorkspaceImages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api<Saved>('workspace-images/order', { method: 'PUT', body: { ids } }),
    onSettled: () => client.invalidateQueries({ queryKey: catalogueKeys.images }),
  });
}

/** 'Xh Ym' (SPEC §9: durations are shown as hours and minutes). */
export function formatDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours && minutes) return `${hours}h ${minutes}m`;
  if (hours) return `${hours}h`;
  return `${minutes}m`;
}
