import { Group } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import type { ReactNode } from 'react';
import type { useChosenFiles } from '../hooks/use-chosen-files.ts';
import { FileListMessages } from './refused-files-alert.tsx';

interface ChosenFilesDropProps {
  /** The tab's chosen files (useChosenFiles): what a drop or a pick adds, and what it refused. */
  files: Pick<ReturnType<typeof useChosenFiles>, 'onDropAny' | 'checking' | 'messages' | 'dismissMessages'>;
  /** The contract's file types, which the picker offers first. */
  accept: Readonly<Record<string, readonly string[]>>;
  /** The drop zone's name, and its file picker's. */
  label: string;
  chooseLabel: string;
  minHeight: number;
  /** What the form's check says of the whole list. */
  listError: string | undefined;
  /** What the drop zone says and shows. */
  children: ReactNode;
}

/** A file list's drop zone (the Media and Attachment tabs), then what it refused and the list's own error. */
export function ChosenFilesDrop({
  files,
  accept,
  label,
  chooseLabel,
  minHeight,
  listError,
  children,
}: ChosenFilesDropProps) {
  return (
    <>
      <Dropzone
        onDrop={() => {}}
        onDropAny={files.onDropAny}
        accept={accept as Record<string, string[]>}
        loading={files.checking}
        multiple
        aria-label={label}
        inputProps={{ 'aria-label': chooseLabel }}
      >
        <Group justify="center" gap="lg" mih={minHeight} style={{ pointerEvents: 'none' }} wrap="nowrap">
          {children}
        </Group>
      </Dropzone>
      <FileListMessages refused={files.messages} onDismiss={files.dismissMessages} listError={listError} />
    </>
  );
}
