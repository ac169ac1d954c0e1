import { MAX_LISTING_IMAGES } from '@innkeep/contract/listings-constants';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { PHOTO_ACCEPT, PHOTO_MESSAGES, PHOTO_RULES } from '@innkeep/contract/listings-uploads';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { preparePhoto } from '../hooks/prepare-photo.ts';
import { sortChosenFiles } from '../hooks/read-chosen-files.ts';
import { type FormPhoto, PhotoGrid } from './photo-grid.tsx';
import { RefusedFilesAlert } from './refused-files-alert.tsx';

const MAX_MB = PHOTO_RULES.maxChosenBytes / (1024 * 1024);

function revokeIfLocal(url: string | undefined) {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
}

/** The Media tab: pick or drop photos (checked in the browser first), order them and caption them. */
export function MediaTab() {
  const { control } = useFormContext<ListingFormValues>();
  const { field, fieldState } = useController({ control, name: 'images' });
  const photos = field.value;
  const [messages, setMessages] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);

  // Preview URLs live as long as the form: release them when it goes away.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(
    () => () => {
      for (const p of latest.current) revokeIfLocal(p.url);
    },
    [],
  );

  const set = (next: FormPhoto[]) => field.onChange(next);

  const add = async (files: File[]) => {
    setChecking(true);
    try {
      const {
        accepted,
        prepared,
        messages: refused,
      } = await sortChosenFiles(files, latest.current, preparePhoto, PHOTO_MESSAGES.duplicate);
      const room = MAX_LISTING_IMAGES - latest.current.length;
      const kept = accepted.slice(0, Math.max(room, 0));
      if (kept.length < accepted.length) refused.push(`You can add up to ${MAX_LISTING_IMAGES} photos.`);
      setMessages(refused);
      if (kept.length > 0) {
        set([
          ...latest.current,
          // Named and sized as chosen (a later pick of the same photo is a duplicate); the upload is the prepared file.
          ...kept.map((chosen, i) => {
            const file = prepared[i] ?? chosen;
            return { file, name: chosen.name, size: chosen.size, url: URL.createObjectURL(file) };
          }),
        ]);
      }
    } finally {
      setChecking(false);
    }
  };

  const onDropAny = (accepted: File[], rejected: FileRejection[]) => {
    // The picker's own filter is only a convenience: every file gets the photo rule's check and message (docs/requirements/wire.md#R-W7).
    void add([...accepted, ...rejected.map((r) => r.file)]);
  };

  const rootError = fieldState.error?.message ?? fieldState.error?.root?.message;
  const itemErrors = Array.isArray(fieldState.error) ? fieldState.error : undefined;

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={() => {}}
        onDropAny={onDropAny}
        accept={PHOTO_ACCEPT as unknown as Record<string, string[]>}
        loading={checking}
        multiple
        aria-label="Upload photos"
        inputProps={{ 'aria-label': 'Choose photos' }}
      >
        <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={44} stroke={1.5} color="var(--mantine-color-teal-6)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={44} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="md" fw={500}>
              Drag photos here or click to choose
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              JPG or PNG, up to {MAX_MB} MB each (larger than 2 MB is made smaller here before upload).{' '}
              {PHOTO_MESSAGES.hint}.
            </Text>
          </div>
        </Group>
      </Dropzone>

      <RefusedFilesAlert messages={messages} onDismiss={() => setMessages([])} />
      {rootError && (
        <Text c="red" size="sm" role="alert">
          {rootError}
        </Text>
      )}

      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          No photos yet. A published listing needs at least one; the first photo is the cover.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Drag a photo onto another or use the arrows to change the order. The first photo is the cover.
          </Text>
          <PhotoGrid
            photos={photos}
            errors={itemErrors}
            onMove={(from, to) => {
              const next = [...latest.current];
              const [moved] = next.splice(from, 1);
              if (moved) next.splice(to, 0, moved);
              set(next);
            }}
            onRemove={(index) => {
              revokeIfLocal(latest.current[index]?.url);
              set(latest.current.filter((_, i) => i !== index));
            }}
            onCaption={(index, key, value) =>
              set(latest.current.map((p, i) => (i === index ? { ...p, [key]: value } : p)))
            }
          />
        </>
      )}
    </Stack>
  );
}
