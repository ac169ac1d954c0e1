import { Alert, AspectRatio, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconAlertTriangle, IconFileTypePdf, IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** docs/requirements/wire.md#R-W3: the blog image may be a pdf, jpg, jpeg or png. */
export const BLOG_IMAGE_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};
export const DUPLICATE_UPLOAD = 'New upload contains files that already exist';

export interface ShownImage {
  url: string | null;
  /** A PDF has no picture of its own: it is shown as a document card. */
  isPdf: boolean;
  name?: string;
}

interface BlogImageDropProps {
  file: File | null;
  /** The post's current image in edit mode, shown until a new file is chosen. */
  current: ShownImage | null;
  onChange: (file: File) => void;
  error?: string;
}

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || isPdf(file)) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function Preview({ shown }: { shown: ShownImage }) {
  return (
    <Card withBorder radius="md" padding={0} data-testid="blog-image-preview">
      <AspectRatio ratio={16 / 9}>
        {shown.isPdf || !shown.url ? (
          <Center bg="gray.0">
            <Stack gap={4} align="center">
              <IconFileTypePdf size={40} stroke={1.4} aria-hidden />
              <Text size="sm" fw={500}>
                {shown.name ?? 'PDF document'}
              </Text>
            </Stack>
          </Center>
        ) : (
          <Image
            src={shown.url}
            alt={shown.name ? `Preview of ${shown.name}` : 'Current image'}
            fit="cover"
          />
        )}
      </AspectRatio>
    </Card>
  );
}

/**
 * Click or drag a file in; only the first file of a pick is used, and one with the same name and size as the
 * chosen one is refused with the duplicate alert (docs/requirements/wire.md#R-W7).
 */
export function BlogImageDrop({ file, current, onChange, error }: BlogImageDropProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const url = useObjectUrl(file);
  const shown: ShownImage | null = file ? { url, isPdf: isPdf(file), name: file.name } : current;

  const pick = (files: File[]) => {
    const first = files[0];
    if (!first) return;
    if (file && file.name === first.name && file.size === first.size) {
      setAlert(DUPLICATE_UPLOAD);
      return;
    }
    setAlert(null);
    onChange(first);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="blog-image-label">
        Image <span style={{ color: 'var(--mantine-color-error)' }}>*</span>
      </Text>
      <Dropzone
        onDrop={pick}
        onReject={() => setAlert('Only PDF, JPG, JPEG and PNG files are allowed.')}
        accept={BLOG_IMAGE_ACCEPT}
        aria-labelledby="blog-image-label"
        radius="md"
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
          <IconPhotoUp size={32} stroke={1.4} aria-hidden />
          <div>
            <Text size="sm" fw={500}>
              Drag a file here or click to choose
            </Text>
            <Text size="xs" c="dimmed">
              PDF, JPG, JPEG or PNG; one file
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Text size="xs" c="red.8">
          {error}
        </Text>
      )}
      {alert && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
          {alert}
        </Alert>
      )}
      {shown && <Preview shown={shown} />}
    </Stack>
  );
}
