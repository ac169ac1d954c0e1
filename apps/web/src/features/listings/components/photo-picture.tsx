import { AspectRatio, Badge, Card, Group, Image } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { DragEvent } from 'react';
import type { FormPhoto } from './form-photo.ts';

interface PhotoPictureProps {
  photo: FormPhoto;
  index: number;
  /** `2 of 5`. */
  position: string;
  onDragStart: (e: DragEvent) => void;
}

/** A photo card's picture, its drag handle, with its place, Cover on the first and New on one not saved yet. */
export function PhotoPicture({ photo, index, position, onDragStart }: PhotoPictureProps) {
  return (
    // Only the picture is the drag handle, so selecting caption text never starts a drag.
    <Card.Section
      pos="relative"
      draggable
      onDragStart={onDragStart}
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
        <Badge variant="filled" color="dark" leftSection={<IconGripVertical size={12} aria-hidden />}>
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
  );
}
