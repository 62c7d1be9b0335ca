import {
  ActionIcon,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconBriefcase,
  IconPhoto,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import {
  useAddWorkspaceImage,
  useDeleteWorkspaceImage,
  useReorderWorkspaceImages,
  useWorkspaceImages,
  type WorkspaceImage,
} from '../../../api/catalogue.ts';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PackageNav } from '../../../components/PackageNav.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { applyServerErrors } from '../../../lib/form.ts';
import { acceptableImages, IMAGE_ACCEPT, readAsDataUrl } from '../../../lib/images.ts';

type Kind = WorkspaceImage['kind'];

const SECTIONS: Record<Kind, { title: string; text: string; empty: string }> = {
  workspace: {
    title: 'Workspace images',
    text: 'Show customers where they will be served: your studio, salon or shop.',
    empty: 'No workspace images yet',
  },
  portfolio: {
    title: 'Portfolio',
    text: 'Your best work: finished looks, before and after, happy clients.',
    empty: 'No portfolio images yet',
  },
};

/** Picks one image, asks for a caption, uploads. */
function UploadDialog({
  kind,
  file,
  onClose,
}: {
  kind: Kind;
  file: { url: string } | null;
  onClose: () => void;
}) {
  const add = useAddWorkspaceImage();
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return;
    try {
      await add.mutateAsync({ kind, image: file.url, caption: caption.trim() || null });
      alert('positive', 'Image added');
      setCaption('');
      onClose();
    } catch (e) {
      if (
        !applyServerErrors(e, (field, message) =>
          field === 'caption' ? setError(message) : alert('negative', message),
        )
      )
        reportError(e);
    }
  };

  return (
    <Modal
      opened={file != null}
      onClose={onClose}
      title={`Add to ${SECTIONS[kind].title.toLowerCase()}`}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        {file && <Image src={file.url} alt="Preview" radius="md" mah={280} fit="contain" />}
        <TextInput
          label="Caption"
          placeholder="Optional, e.g. Our styling chairs"
          maxLength={200}
          value={caption}
          error={error}
          onChange={(event) => setCaption(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            leftSection={<IconUpload size={16} />}
            loading={add.isPending}
            onClick={() => void upload()}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Section({ kind, images, loading }: { kind: Kind; images: WorkspaceImage[]; loading: boolean }) {
  const [file, setFile] = useState<{ url: string } | null>(null);
  const [removing, setRemoving] = useState<WorkspaceImage | null>(null);
  const remove = useDeleteWorkspaceImage();
  const reorder = useReorderWorkspaceImages();
  const all = useWorkspaceImages();
  const { title, text, empty } = SECTIONS[kind];

  const pick = async (picked: File | null) => {
    const [good] = acceptableImages(picked ? [picked] : []);
    if (good) setFile({ url: await readAsDataUrl(good) });
  };

  /** Moves within this section; the order call takes every image id, so the other section keeps its order. */
  const move = (index: number, delta: number) => {
    const mine = [...images];
    const [item] = mine.splice(index, 1);
    if (!item) return;
    mine.splice(index + delta, 0, item);
    const others = (all.data ?? []).filter((i) => i.kind !== kind);
    const ids = kind === 'workspace' ? [...mine, ...others] : [...others, ...mine];
    reorder.mutate(
      ids.map((i) => i.id),
      { onError: (error) => reportError(error) },
    );
  };

  const doRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      alert('positive', 'Image removed');
    } catch (error) {
      reportError(error);
    }
    setRemoving(null);
  };

  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" aria-label={title} component="section">
      <Group justify="space-between" mb="lg" align="flex-start">
        <div>
          <Title order={2} fz={20}>
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {text}
          </Text>
        </div>
        <FileButton onChange={(f) => void pick(f)} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />} aria-label={`Upload image to ${title}`}>
              Upload image
            </Button>
          )}
        </FileButton>
      </Group>
      {loading ? (
        <SimpleGrid cols={4}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : images.length === 0 ? (
        <EmptyState
          icon={kind === 'workspace' ? <IconBriefcase size={28} /> : <IconPhoto size={28} />}
          title={empty}
          text="Upload JPG or PNG images of up to 2 MB each."
        />
      ) : (
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
          {images.map((image, index) => (
            <Card key={image.id} withBorder radius="md" padding="sm" data-image={image.id}>
              <Card.Section>
                <Image src={image.path} alt={image.caption || `${title} ${index + 1}`} h={170} fit="cover" />
              </Card.Section>
              <Text fz="sm" mt="sm" lineClamp={1} c={image.caption ? undefined : 'dimmed'}>
                {image.caption || 'No caption'}
              </Text>
              <Group justify="space-between" mt="xs" gap={4}>
                <Group gap={4}>
                  <Tooltip label="Move up">
                    <ActionIcon
                      variant="default"
                      aria-label={`Move ${index + 1} up`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Move down">
                    <ActionIcon
                      variant="default"
                      aria-label={`Move ${index + 1} down`}
                      disabled={index === images.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete image ${index + 1}`}
                  onClick={() => setRemoving(image)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <UploadDialog kind={kind} file={file} onClose={() => setFile(null)} />
      <ConfirmDelete
        what="this image"
        opened={removing != null}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void doRemove()}
      />
    </Paper>
  );
}

/** Package > Brief-case: workspace photos and a portfolio, shown on the public shop. */
export default function BriefCasePage() {
  const images = useWorkspaceImages();
  const list = images.data ?? [];
  return (
    <Stack gap="lg" maw={1200}>
      <PackageNav />
      <Section
        kind="workspace"
        images={list.filter((i) => i.kind === 'workspace')}
        loading={images.isLoading}
      />
      <Section
        kind="portfolio"
        images={list.filter((i) => i.kind === 'portfolio')}
        loading={images.isLoading}
      />
    </Stack>
  );
}
