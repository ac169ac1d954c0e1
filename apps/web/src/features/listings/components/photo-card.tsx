import { Card, Stack, TextInput } from '@mantine/core';
import type { FieldErrors } from 'react-hook-form';
import { CAPTIONS, type CaptionKey, type FormPhoto } from './form-photo.ts';
import { PhotoActions } from './photo-actions.tsx';
import type { PhotoDrag } from './photo-drag.ts';
import { PhotoPicture } from './photo-picture.tsx';

interface PhotoCardProps {
  photo: FormPhoto;
  index: number;
  count: number;
  errors: FieldErrors<FormPhoto> | undefined;
  drag: PhotoDrag;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onCaption: (key: CaptionKey, value: string) => void;
}

/** One photo of the listing: its picture, where it sits, the buttons to move or remove it, and its captions. */
export function PhotoCard({
  photo,
  index,
  count,
  errors,
  drag,
  onMove,
  onRemove,
  onCaption,
}: PhotoCardProps) {
  const position = `${index + 1} of ${count}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="photo-card"
      data-photo-name={photo.name}
      aria-label={`Photo ${position}: ${photo.name}`}
      onDragOver={(e) => drag.enter(e, index)}
      onDragLeave={() => drag.leave(index)}
      onDrop={(e) => drag.drop(e, index)}
      onDragEnd={drag.end}
      style={{
        opacity: drag.from === index ? 0.5 : 1,
        outline:
          drag.over === index && drag.from !== index ? '2px dashed var(--mantine-color-teal-6)' : undefined,
      }}
    >
      <PhotoPicture
        photo={photo}
        index={index}
        position={position}
        onDragStart={(e) => drag.start(e, index)}
      />
      <PhotoActions
        name={photo.name}
        index={index}
        count={count}
        onMove={(to) => onMove(index, to)}
        onRemove={onRemove}
      />
      <Stack gap={6} mt="xs">
        {CAPTIONS.map(([key, label]) => (
          <TextInput
            key={key}
            size="xs"
            label={label}
            aria-label={`${label} for photo ${index + 1}`}
            value={photo[key] ?? ''}
            onChange={(e) => onCaption(key, e.currentTarget.value)}
            error={errors?.[key]?.message}
            maxLength={500}
          />
        ))}
      </Stack>
    </Card>
  );
}
