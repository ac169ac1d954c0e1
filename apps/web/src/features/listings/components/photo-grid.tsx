import type { ListingFormValues } from '@innkeep/contract/listings-form';
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';

export type FormPhoto = ListingFormValues['images'][number];
type CaptionKey = 'image_sequences' | 'vrbo_caption' | 'engine_caption';

const CAPTIONS: [CaptionKey, string][] = [
  ['image_sequences', 'First channel caption'],
  ['vrbo_caption', 'VRBO caption'],
  ['engine_caption', 'Booking engine caption'],
];

export const photoKey = (photo: FormPhoto) =>
  photo.id !== undefined ? `id-${photo.id}` : (photo.url ?? photo.name);

interface PhotoGridProps {
  photos: FormPhoto[];
  errors: FieldErrors<FormPhoto>[] | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onCaption: (index: number, key: CaptionKey, value: string) => void;
}

/**
 * The listing's photos in order. Reorder by dragging a card onto another (mouse) or with the arrow
 * buttons (keyboard, touch); each move is announced for screen readers.
 */
export function PhotoGrid({ photos, errors, onMove, onRemove, onCaption }: PhotoGridProps) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropOn, setDropOn] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    onMove(from, to);
    setAnnouncement(`Photo moved to position ${to + 1} of ${photos.length}.`);
  };

  return (
    <>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="photo-grid">
        {photos.map((photo, index) => {
          const position = `${index + 1} of ${photos.length}`;
          return (
            <Card
              key={photoKey(photo)}
              withBorder
              radius="md"
              padding="sm"
              data-testid="photo-card"
              data-photo-name={photo.name}
              aria-label={`Photo ${position}: ${photo.name}`}
              onDragOver={(e) => {
                if (dragFrom === null) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                setDropOn(index);
              }}
              onDragLeave={() => setDropOn((current) => (current === index ? null : current))}
              onDrop={(e) => {
                e.preventDefault();
                const from = dragFrom ?? Number(e.dataTransfer.getData('text/plain'));
                if (Number.isInteger(from)) move(from, index);
                setDragFrom(null);
                setDropOn(null);
              }}
              onDragEnd={() => {
                setDragFrom(null);
                setDropOn(null);
              }}
              style={{
                opacity: dragFrom === index ? 0.5 : 1,
                outline:
                  dropOn === index && dragFrom !== index
                    ? '2px dashed var(--mantine-color-teal-6)'
                    : undefined,
              }}
            >
              {/* Only the picture is the drag handle, so selecting caption text never starts a drag. */}
              <Card.Section
                pos="relative"
                draggable
                onDragStart={(e) => {
                  setDragFrom(index);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(index));
                }}
                style={{ cursor: 'grab' }}
                data-testid="photo-drag-handle"
              >
                <AspectRatio ratio={3 / 2}>
                  <Image
                    src={photo.url}
                    srcSet={photo.srcset || undefined}
                    sizes="(max-width: 48em) 100vw, 400px"
                    loading="lazy"
                    alt={`Photo ${position}`}
                    fit="cover"
                    draggable={false}
                  />
                </AspectRatio>
                <Group pos="absolute" top={8} left={8} gap={4}>
                  <Badge
                    variant="filled"
                    color="dark"
                    leftSection={<IconGripVertical size={12} aria-hidden />}
                  >
                    {index + 1}
                  </Badge>
                  {index === 0 && (
                    <Badge variant="filled" color="teal">
                      Cover
                    </Badge>
                  )}
                  {photo.id === undefined && (
                    <Badge variant="filled" color="blue">
                      New
                    </Badge>
                  )}
                </Group>
              </Card.Section>
              <Group justify="space-between" mt="xs" wrap="nowrap" gap="xs">
                <Text size="xs" c="dimmed" truncate title={photo.name}>
                  {photo.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Move earlier">
                    <ActionIcon
                      variant="default"
                      onClick={() => move(index, index - 1)}
                      disabled={index === 0}
                      aria-label={`Move photo ${index + 1} earlier`}
                    >
                      <IconArrowLeft size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Move later">
                    <ActionIcon
                      variant="default"
                      onClick={() => move(index, index + 1)}
                      disabled={index === photos.length - 1}
                      aria-label={`Move photo ${index + 1} later`}
                    >
                      <IconArrowRight size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Remove photo">
                    <ActionIcon
                      variant="light"
                      color="red"
                      onClick={() => {
                        onRemove(index);
                        setAnnouncement(`Photo ${photo.name} removed.`);
                      }}
                      aria-label={`Remove photo ${index + 1}`}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <Stack gap={6} mt="xs">
                {CAPTIONS.map(([key, label]) => (
                  <TextInput
                    key={key}
                    size="xs"
                    label={label}
                    aria-label={`${label} for photo ${index + 1}`}
                    value={photo[key] ?? ''}
                    onChange={(e) => onCaption(index, key, e.currentTarget.value)}
                    error={errors?.[index]?.[key]?.message}
                    maxLength={500}
                  />
                ))}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </>
  );
}
