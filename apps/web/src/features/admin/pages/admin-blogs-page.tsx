import type { AdminBlog } from '@innkeep/contract/admin';
import { AspectRatio, Box, Card, Center, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconNews } from '@tabler/icons-react';
import { useState } from 'react';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { deleteBlog, PUBLIC_BLOG_KEYS } from '../api/blogs.ts';
import { AdminListView } from '../components/admin-list-view.tsx';
import { AdminPageHeader, NewButton } from '../components/admin-page-header.tsx';
import { BlogDialog } from '../components/blog-dialog.tsx';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { ItemMenu } from '../components/item-menu.tsx';

function BlogImage({ blog }: { blog: AdminBlog }) {
  if (blog.image_card_url && blog.image_kind !== 'pdf') {
    return (
      <img
        src={blog.image_card_url}
        srcSet={blog.image_srcset || undefined}
        sizes="(max-width: 36em) 100vw, (max-width: 62em) 50vw, 320px"
        alt=""
        loading="lazy"
        style={{ objectFit: 'cover' }}
      />
    );
  }
  const pdf = blog.image_kind === 'pdf';
  return (
    <Center bg={pdf ? 'gray.1' : 'brand.0'}>
      <Stack gap={4} align="center">
        {pdf ? (
          <IconFileTypePdf size={40} stroke={1.4} aria-hidden />
        ) : (
          <IconNews size={36} stroke={1.4} aria-hidden />
        )}
        {pdf && blog.image_url && (
          <Text size="xs" component="a" href={blog.image_url} target="_blank" rel="noopener">
            PDF document
          </Text>
        )}
      </Stack>
    </Center>
  );
}

function AdminBlogCard({
  blog,
  onEdit,
  onDelete,
}: {
  blog: AdminBlog;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-blog-card">
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <BlogImage blog={blog} />
        </AspectRatio>
      </Card.Section>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mt="sm" gap="xs">
        <Text fw={700} lineClamp={2}>
          {blog.title}
        </Text>
        <ItemMenu label={blog.title} onEdit={onEdit} onDelete={onDelete} />
      </Group>
      <Text size="sm" mt={4}>
        {blog.short_description}
      </Text>
      {/* The start of the post as it will read, faded out: the full text is on the post page. */}
      <Box
        mt="xs"
        fz="sm"
        c="dimmed"
        mah={96}
        style={{ overflow: 'hidden', maskImage: 'linear-gradient(to bottom, black 60%, transparent)' }}
      >
        <MarkdownText>{blog.long_description}</MarkdownText>
      </Box>
    </Card>
  );
}

/** `/admin/blogs`: the card grid, New Blog, Edit/Delete per card (docs/requirements/wire.md#R-W12). */
export default function AdminBlogsPage() {
  const [dialog, setDialog] = useState<{ blog: AdminBlog | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBlog | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Blogs"
        description="Posts appear at once on the blog and among the home page's newest."
        action={<NewButton onClick={() => setDialog({ blog: null })}>New Blog</NewButton>}
      />
      <AdminListView resource="blogs" searchLabel="Search posts" emptyText="No blog posts yet.">
        {(blogs) => (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            {blogs.map((blog) => (
              <AdminBlogCard
                key={blog.id}
                blog={blog}
                onEdit={() => setDialog({ blog })}
                onDelete={() => setDeleting(blog)}
              />
            ))}
          </SimpleGrid>
        )}
      </AdminListView>
      <BlogDialog opened={dialog !== null} blog={dialog?.blog ?? null} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        item={deleting}
        title="Delete this blog post?"
        remove={deleteBlog}
        done="Blog post deleted"
        alsoReload={PUBLIC_BLOG_KEYS}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          <b>{deleting?.title}</b> and its image will be removed from the site.
        </Text>
      </ConfirmDeleteDialog>
    </>
  );
}
