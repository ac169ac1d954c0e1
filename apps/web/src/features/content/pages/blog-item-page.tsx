import { Navigate, useLocation } from 'react-router';

/** The original `/blog_item` (docs/requirements/wire.md#R-W12) takes a blog object in router state (or `?id=`); it lands on the shareable `/blogs/{id}`. */
export default function BlogItemPage() {
  const location = useLocation();
  const state: unknown = location.state;
  const fromState =
    typeof state === 'object' && state !== null && 'id' in state
      ? Number((state as { id: unknown }).id)
      : Number.NaN;
  const id = Number.isNaN(fromState) ? Number(new URLSearchParams(location.search).get('id')) : fromState;
  return <Navigate to={Number.isInteger(id) && id > 0 ? `/blogs/${id}` : '/blogs'} replace />;
}
