import { ActionIcon, Image, Input, SimpleGrid, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { type DragEvent, useId, useState } from 'react';
import { alert } from '../lib/alert.ts';
import { acceptableImages, IMAGE_ACCEPT, readAsDataUrl } from '../lib/images.ts';
import classes from './ImagePicker.module.css';

type Props = {
  value: string[];
  onChange: (images: string[]) => void;
  /** How many images may be chosen. */
  max: number;
  /** 'Workspace' or 'Service': names the field, its upload input and each preview. */
  subject: string;
  error?: React.ReactNode;
  /** Extra description after the file rules. */
  note?: string;
  children?: React.ReactNode;
};

/** Drop or pick JPG/PNG files (≤ 2 MB, at most `max`), kept as data URLs with previews. */
export function ImagePicker({ value, onChange, max, subject, error, note, children }: Props) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const room = max - value.length;

  const add = async (files: FileList | null) => {
    if (!files) return;
    const good = acceptableImages(files);
    if (good.length > room) alert('negative', `You can add at most ${max} images`);
    const urls = await Promise.all(good.slice(0, Math.max(room, 0)).map(readAsDataUrl));
    if (urls.length) onChange([...value, ...urls]);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add(event.dataTransfer.files);
  };

  return (
    <Input.Wrapper
      label={`${subject} images`}
      description={`JPG or PNG, up to 2 MB each, at most ${max}${note ? `. ${note}` : ''}`}
      error={error}
    >
      {children}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt={8}>
        {value.map((src, i) => (
          <div key={src.slice(-48) + String(i)} className={classes.thumb}>
            <Image src={src} alt={`${subject} image ${i + 1}`} h="100%" fit="cover" />
            <ActionIcon
              className={classes.remove}
              variant="white"
              color="red"
              radius="xl"
              size="sm"
              aria-label={`Remove image ${i + 1}`}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <IconX size={14} />
            </ActionIcon>
          </div>
        ))}
        {room > 0 && (
          <label
            htmlFor={inputId}
            className={classes.drop}
            data-dragging={dragging || undefined}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          >
            <IconPhotoPlus size={28} stroke={1.5} />
            <Text fz="xs" fw={600} ta="center">
              Drop images or click to upload
            </Text>
            <input
              id={inputId}
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              hidden
              aria-label={`Upload ${subject.toLowerCase()} images`}
              onChange={(event) => {
                void add(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
          </label>
        )}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
