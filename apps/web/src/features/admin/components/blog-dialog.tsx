import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBlog, AdminBlogInput, adminMessages } from '@innkeep/contract/admin';
import { Box, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { type BlogFormValues, PUBLIC_BLOG_KEYS, saveBlog } from '../api/blogs.ts';
import { BlogImageDrop } from './blog-image-drop.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useDialogForm } from './use-dialog-form.ts';

// The file is checked by content on the server; the browser only limits the picker (blog-image-drop).
const BlogForm = AdminBlogInput.extend({ image: z.custom<File | null>() });
// A new post needs its image, said with the other missing fields rather than by the server after them.
const NewBlogForm = AdminBlogInput.extend({
  image: z.custom<File | null>((value) => value instanceof File, { error: adminMessages.imageRequired }),
});
const EMPTY: BlogFormValues = { title: '', short_description: '', long_description: '', image: null };
const FIELDS = ['image', 'title', 'short_description', 'long_description'] as const;

interface BlogDialogProps {
  opened: boolean;
  /** null: a new post. */
  blog: AdminBlog | null;
  onClose: () => void;
}

export function BlogDialog({ opened, blog, onClose }: BlogDialogProps) {
  const editing = useMemo(
    () =>
      blog && {
        id: blog.id,
        values: {
          title: blog.title,
          short_description: blog.short_description,
          long_description: blog.long_description,
          image: null,
        },
      },
    [blog],
  );
  const { form, frame } = useDialogForm<BlogFormValues>({
    opened,
    noun: 'blog',
    editing,
    empty: EMPTY,
    fields: FIELDS,
    resolver: zodResolver(blog ? BlogForm : NewBlogForm),
    save: saveBlog,
    alsoReload: PUBLIC_BLOG_KEYS,
    onClose,
  });
  const { errors } = form.formState;
  const [view, setView] = useState<'write' | 'preview'>('write');
  const longDescription = useWatch({ control: form.control, name: 'long_description' });
  // Each opening starts on the text, not on a preview of the last post.
  useEffect(() => {
    if (opened) setView('write');
  }, [opened]);
  const current = blog?.image_url != null ? { url: blog.image_url, isPdf: blog.image_kind === 'pdf' } : null;

  return (
    <FormDialog {...frame} fullScreenOnPhone>
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <BlogImageDrop
            file={field.value}
            current={current}
            onChange={(file) => {
              field.onChange(file);
              form.clearErrors('image');
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput label="Title" required {...form.register('title')} error={errors.title?.message} />
      <Textarea
        label="Short description"
        required
        autosize
        minRows={2}
        maxRows={4}
        {...form.register('short_description')}
        error={errors.short_description?.message}
      />
      <Stack gap={6}>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => setView(v as 'write' | 'preview')}
          data={[
            { value: 'write', label: 'Write' },
            { value: 'preview', label: 'Preview' },
          ]}
          aria-label="Write or preview the text"
          style={{ alignSelf: 'flex-end' }}
        />
        {/* Kept mounted while previewing, so the field stays registered and its error visible. */}
        <Textarea
          label="Long description"
          description="Markdown: **bold**, *italic*, [link](https://…), lists and ## headings. HTML is not shown."
          required
          autosize
          minRows={5}
          maxRows={12}
          display={view === 'write' ? undefined : 'none'}
          {...form.register('long_description')}
          error={errors.long_description?.message}
        />
        {view === 'preview' && (
          <Box
            data-testid="long-description-preview"
            p="sm"
            mih={120}
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            {longDescription?.trim() ? (
              <MarkdownText>{longDescription}</MarkdownText>
            ) : (
              <Text size="sm" c="dimmed">
                Nothing to preview yet.
              </Text>
            )}
            {errors.long_description?.message && (
              <Text size="xs" c="red" mt="xs">
                {errors.long_description.message}
              </Text>
            )}
          </Box>
        )}
      </Stack>
    </FormDialog>
  );
}
