import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBlog, AdminBlogInput } from '@innkeep/contract/admin';
import { Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { type BlogFormValues, PUBLIC_BLOG_KEYS, saveBlog } from '../api/blogs.ts';
import { BlogImageDrop } from './blog-image-drop.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useDialogForm } from './use-dialog-form.ts';

// The file is checked by content on the server; the browser only limits the picker (blog-image-drop).
const BlogForm = AdminBlogInput.extend({ image: z.custom<File | null>() });
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
  const { form, submit, pending, formError, close } = useDialogForm<BlogFormValues>({
    opened,
    editing,
    empty: EMPTY,
    fields: FIELDS,
    resolver: zodResolver(BlogForm),
    save: saveBlog,
    alsoReload: PUBLIC_BLOG_KEYS,
    onClose,
  });
  const { errors } = form.formState;
  const current = blog?.image_url != null ? { url: blog.image_url, isPdf: blog.image_kind === 'pdf' } : null;

  return (
    <FormDialog
      opened={opened}
      title={blog ? 'Edit blog' : 'New blog'}
      mode={blog ? 'edit' : 'new'}
      pending={pending}
      formError={formError}
      onClose={close}
      onSubmit={submit}
    >
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
      <Textarea
        label="Long description"
        description="Plain text; line breaks are kept."
        required
        autosize
        minRows={5}
        maxRows={12}
        {...form.register('long_description')}
        error={errors.long_description?.message}
      />
    </FormDialog>
  );
}
