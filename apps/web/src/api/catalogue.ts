import {
  type AddonBody,
  type AddonResponse,
  type BundleBody,
  type BundleResponse,
  catalogueApi,
  type EndpointInput,
  type ServiceBody,
  type ServiceResponse,
  type WorkspaceImageResponse,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';

export type Addon = AddonResponse;
export type Service = ServiceResponse;
export type Bundle = BundleResponse;
export type WorkspaceImage = WorkspaceImageResponse;

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
      (await call(catalogueApi.services, { params: { userId: userId ?? 0 } }, { signal })).data,
  });
}

/** GET getuserbundle/{userId}. */
export function useBundles() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: catalogueKeys.bundles(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) =>
      (await call(catalogueApi.bundles, { params: { userId: userId ?? 0 } }, { signal })).bundles,
  });
}

/** GET getalladdons/{userId}. */
export function useAddons() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: catalogueKeys.addons(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) =>
      (await call(catalogueApi.addons, { params: { userId: userId ?? 0 } }, { signal })).data,
  });
}

/** GET workspace-images: the brief-case (workspace and portfolio images), in order. */
export function useWorkspaceImages() {
  return useQuery({
    queryKey: catalogueKeys.images,
    queryFn: async ({ signal }) =>
      (await call(catalogueApi.workspaceImages, {}, { signal })).data.sort((a, b) => a.position - b.position),
  });
}

/** A change, then the given queries reload (by default the whole catalogue: services carry add-ons, bundles carry services). */
function useChange<V, R>(change: (value: V) => Promise<R>, queryKey: readonly unknown[] = catalogueKeys.all) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
}

/** A create (id null) or an update. */
type Save<B> = { id: number | null; body: B };

export const useSaveService = () =>
  useChange(({ id, body }: Save<ServiceBody>) =>
    id == null
      ? call(catalogueApi.createService, { body })
      : call(catalogueApi.updateService, { params: { id }, body }),
  );
export const useSaveBundle = () =>
  useChange(({ id, body }: Save<BundleBody>) =>
    id == null
      ? call(catalogueApi.createBundle, { body })
      : call(catalogueApi.updateBundle, { params: { id }, body }),
  );
export const useSaveAddon = () =>
  useChange(({ id, body }: Save<AddonBody>) =>
    id == null
      ? call(catalogueApi.createAddon, { body })
      : call(catalogueApi.updateAddon, { params: { id }, body }),
  );
export const useDeleteService = () =>
  useChange((id: number) => call(catalogueApi.deleteService, { params: { id } }));
export const useDeleteBundle = () =>
  useChange((id: number) => call(catalogueApi.deleteBundle, { params: { id } }));
export const useDeleteAddon = () =>
  useChange((id: number) => call(catalogueApi.deleteAddon, { params: { id } }));
export const useDeleteWorkspaceImage = () =>
  useChange((id: number) => call(catalogueApi.deleteWorkspaceImage, { params: { id } }));

export const useAddWorkspaceImage = () =>
  useChange(
    (body: EndpointInput<typeof catalogueApi.addWorkspaceImage>['body']) =>
      call(catalogueApi.addWorkspaceImage, { body }),
    catalogueKeys.images,
  );

export function useReorderWorkspaceImages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(catalogueApi.reorderWorkspaceImages, { body: { ids } }),
    onSettled: () => client.invalidateQueries({ queryKey: catalogueKeys.images }),
  });
}

export { formatDuration } from '../lib/duration.ts';
