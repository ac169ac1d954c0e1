import { Alert } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta.tsx';
import type { PageLoader } from '../../../lib/page-loader.ts';
import { blogsQuery, useBlogs } from '../api/get-blogs.ts';
import { BlogCard } from '../components/blog-card.tsx';
import classes from './blogs-page.module.css';

export const loader: PageLoader = ({ client }) => client.ensureQueryData(blogsQuery);

/** The blog list, in plain elements (decisions 0108, 0112): the page hydrates no Mantine component. */
export default function BlogsPage() {
  const { data, isPending, isError, error } = useBlogs();

  return (
    <div className={`container-xl ${classes.page}`}>
      <PageMeta />
      <div className={classes.intro}>
        <h1 className={classes.title}>Blog</h1>
        <p className={classes.lead}>Travel ideas, hosting tips and news from Innkeep.</p>
      </div>
      {isPending ? (
        <div className={classes.grid}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={classes.placeholder} />
          ))}
        </div>
      ) : isError ? (
        <Alert color="red" title="The blog could not be loaded">
          {error.message}
        </Alert>
      ) : data.length === 0 ? (
        <p className={classes.empty}>No blog posts yet.</p>
      ) : (
        <div className={classes.grid}>
          {data.map((blog, index) => (
            <BlogCard key={blog.id} blog={blog} first={index === 0} />
          ))}
        </div>
      )}
    </div>
  );
}
