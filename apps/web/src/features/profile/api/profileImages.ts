import { businessApi, type ProfileImageKind, type ProfileImages } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alert } from '../../../lib/alert.ts';
import { call, reportError } from '../../../lib/api.ts';

const profileImagesKey = ['profile', 'images'] as const;

/** The logo and cover photo (public paths, null when absent). */
export const useProfileImages = () =>
  useQuery({
    queryKey: profileImagesKey,
    queryFn: async ({ signal }) => (await call(businessApi.profileImages, {}, { signal })).data,
  });

/** Upload (a data URL) or remove the logo or the cover photo; the answer is what the profile now shows. */
export function useProfileImage(kind: ProfileImageKind) {
  const client = useQueryClient();
  const done = (answer: { message: string; data: ProfileImages }) => {
    client.setQueryData(profileImagesKey, answer.data);
    alert('positive', answer.message);
  };
  const upload = useMutation({
    mutationFn: (image: string) =>
      kind === 'logo'
        ? call(businessApi.setLogo, { body: { image } })
        : call(businessApi.setCover, { body: { image } }),
    onSuccess: done,
    onError: (error) => reportError(error),
  });
  const remove = useMutation({
    mutationFn: () => (kind === 'logo' ? call(businessApi.removeLogo) : call(businessApi.removeCover)),
    onSuccess: done,
    onError: (error) => reportError(error),
  });
  return { upload, remove, busy: upload.isPending || remove.isPending };
}
