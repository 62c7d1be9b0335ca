import type { ProfileImageKind } from '@app/shared';
import { ActionIcon, Avatar, Button, FileButton, Group, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconCamera, IconPhotoEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { acceptableImages, IMAGE_ACCEPT, readAsDataUrl } from '../../../lib/images.ts';
import { useProfileImage, useProfileImages } from '../api/profileImages.ts';
import classes from './ProfileHeader.module.css';

/** A chosen file, checked as every image picker checks it, then uploaded as a data URL. */
async function uploadFile(file: File | null, upload: (dataUrl: string) => void) {
  const [image] = acceptableImages(file ? [file] : []);
  if (image) upload(await readAsDataUrl(image));
}

/**
 * The top of the profile: the cover photo as a banner and the logo overlapping it, each with
 * its own upload and remove; without them, a brand gradient and the business's initials.
 * `children` sit beside the logo (name, category, rating), `actions` at the right.
 */
export function ProfileHeader({
  name,
  children,
  actions,
}: {
  name: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const images = useProfileImages();
  const logo = useProfileImage('logo');
  const cover = useProfileImage('cover');
  const logoPath = images.data?.logo ?? null;
  const coverPath = images.data?.cover ?? null;

  const upload = (kind: ProfileImageKind) => (file: File | null) =>
    void uploadFile(file, (dataUrl) => (kind === 'logo' ? logo : cover).upload.mutate(dataUrl));

  return (
    <header>
      <div className={classes.cover} data-empty={!coverPath || undefined}>
        {coverPath ? (
          <img src={coverPath} alt={`Cover of ${name}`} />
        ) : (
          <IconBuildingStore size={64} stroke={1} aria-hidden />
        )}
        <Group gap={6} className={classes.coverActions}>
          <FileButton
            onChange={upload('cover')}
            accept={IMAGE_ACCEPT}
            inputProps={{ 'aria-label': 'Upload cover photo' }}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="white"
                color="dark"
                leftSection={<IconPhotoEdit size={14} />}
                loading={cover.upload.isPending}
                disabled={cover.busy}
              >
                {coverPath ? 'Change cover' : 'Add cover photo'}
              </Button>
            )}
          </FileButton>
          {coverPath && (
            <Tooltip label="Remove cover photo" withinPortal>
              <ActionIcon
                size={30}
                variant="white"
                color="red"
                aria-label="Remove cover photo"
                loading={cover.remove.isPending}
                disabled={cover.busy}
                onClick={() => cover.remove.mutate()}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </div>
      <Group
        justify="space-between"
        align="flex-end"
        wrap="nowrap"
        px="xl"
        gap="lg"
        className={classes.identity}
      >
        <Group align="flex-end" wrap="nowrap" gap="lg">
          <div className={classes.logo}>
            <Avatar
              src={logoPath}
              alt={logoPath ? `Logo of ${name}` : undefined}
              name={name}
              size={104}
              radius={24}
              color="brand"
              variant="filled"
              className={classes.logoImage}
              styles={{ placeholder: { fontSize: 36 } }}
              data-testid="profile-logo"
            />
            <Group gap={4} className={classes.logoActions}>
              <FileButton
                onChange={upload('logo')}
                accept={IMAGE_ACCEPT}
                inputProps={{ 'aria-label': 'Upload logo' }}
              >
                {(props) => (
                  <Tooltip label={logoPath ? 'Change logo' : 'Add logo'} withinPortal>
                    <ActionIcon
                      {...props}
                      size={30}
                      radius="xl"
                      variant="white"
                      color="dark"
                      aria-label={logoPath ? 'Change logo' : 'Add logo'}
                      loading={logo.upload.isPending}
                      disabled={logo.busy}
                    >
                      <IconCamera size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </FileButton>
              {logoPath && (
                <Tooltip label="Remove logo" withinPortal>
                  <ActionIcon
                    size={30}
                    radius="xl"
                    variant="white"
                    color="red"
                    aria-label="Remove logo"
                    loading={logo.remove.isPending}
                    disabled={logo.busy}
                    onClick={() => logo.remove.mutate()}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </div>
          <div>{children}</div>
        </Group>
        {actions}
      </Group>
    </header>
  );
}
