import { SimpleGrid, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { type CaptionKey, type FormPhoto, photoKey } from './form-photo.ts';
import { PhotoCard } from './photo-card.tsx';
import { usePhotoDrag } from './photo-drag.ts';

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
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    onMove(from, to);
    setAnnouncement(`Photo moved to position ${to + 1} of ${photos.length}.`);
  };
  const drag = usePhotoDrag(move);

  return (
    <>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="photo-grid">
        {photos.map((photo, index) => (
          <PhotoCard
            key={photoKey(photo)}
            photo={photo}
            index={index}
            count={photos.length}
            errors={errors?.[index]}
            drag={drag}
            onMove={move}
            onRemove={() => {
              onRemove(index);
              setAnnouncement(`Photo ${photo.name} removed.`);
            }}
            onCaption={(key, value) => onCaption(index, key, value)}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
