import { MAX_LISTING_IMAGES } from '@innkeep/contract/listings-constants';
import { PHOTO_ACCEPT, PHOTO_MESSAGES, PHOTO_RULES } from '@innkeep/contract/listings-uploads';
import { Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { preparePhoto } from '../hooks/prepare-photo.ts';
import { useChosenFiles } from '../hooks/use-chosen-files.ts';
import { ChosenFilesDrop } from './chosen-files-drop.tsx';
import { PhotoGrid } from './photo-grid.tsx';

const MAX_MB = PHOTO_RULES.maxChosenBytes / (1024 * 1024);

function revokeIfLocal(url: string | undefined) {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
}

/** The Media tab: pick or drop photos (checked in the browser first), order them and caption them. */
export function MediaTab() {
  const files = useChosenFiles({
    name: 'images',
    check: preparePhoto,
    duplicateMessage: PHOTO_MESSAGES.duplicate,
    max: MAX_LISTING_IMAGES,
    tooManyMessage: `You can add up to ${MAX_LISTING_IMAGES} photos.`,
    // Named and sized as chosen (a later pick of the same photo is a duplicate); the upload is the prepared file.
    toItems: (accepted, prepared) =>
      accepted.map((chosen, i) => {
        const file = prepared[i] ?? chosen;
        return { file, name: chosen.name, size: chosen.size, url: URL.createObjectURL(file) };
      }),
  });
  const { items: photos, latest, set } = files;

  // Preview URLs live as long as the form: release them when it goes away.
  useEffect(
    () => () => {
      for (const p of latest.current) revokeIfLocal(p.url);
    },
    [latest],
  );

  return (
    <Stack gap="md">
      <ChosenFilesDrop
        files={files}
        accept={PHOTO_ACCEPT}
        label="Upload photos"
        chooseLabel="Choose photos"
        minHeight={120}
        listError={files.listError}
      >
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
      </ChosenFilesDrop>

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
            errors={files.itemErrors}
            onMove={(from, to) => {
              const next = [...latest.current];
              const [moved] = next.splice(from, 1);
              if (moved) next.splice(to, 0, moved);
              set(next);
            }}
            onRemove={(index) => {
              revokeIfLocal(latest.current[index]?.url);
              files.remove(index);
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
