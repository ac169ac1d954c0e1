import { type AdminTag, adminMessages, type PageMeta, tagDeletedMessage } from '@innkeep/contract/admin';
import { type Db, refuseDuplicate } from '../../db/client.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import type { PageRequest } from '../../lib/search-text.ts';
import * as repo from './lookups.tags.repository.ts';

/**
 * The admin's tags (docs/requirements/admin.md#R-A1). Tag names are unique (case-insensitively here, exactly in the table);
 * deleting a tag takes it off every listing that carries it, in one transaction.
 */
const toAdminTag = (r: { id: number; name: string; listingsCount: number }): AdminTag => ({
  id: r.id,
  name: r.name,
  listings_count: r.listingsCount,
});

export async function listTags(db: Db, req: PageRequest): Promise<{ data: AdminTag[]; meta: PageMeta }> {
  const { rows, total } = await repo.pageTags(db, req);
  return { data: rows.map(toAdminTag), meta: { page: req.page, per_page: req.perPage, total } };
}

export async function tagUsage(db: Db, id: number): Promise<AdminTag> {
  const row = await repo.findTag(db, id);
  if (!row) throw notFound(adminMessages.tagNotFound);
  return toAdminTag(row);
}

const refuseTaken = async (db: Db, name: string, exceptId?: number) => {
  if (await repo.nameTaken(db, name, exceptId)) throw FieldErrors.of('name', adminMessages.tagNameTaken);
};

/** Unique-index violations (a concurrent save of the same name) answer like the check above. */
const uniqueName = <T>(write: () => Promise<T>): Promise<T> =>
  refuseDuplicate(write, () => FieldErrors.of('name', adminMessages.tagNameTaken));

export async function createTag(db: Db, name: string): Promise<AdminTag> {
  await refuseTaken(db, name);
  const row = await uniqueName(() => repo.insertTag(db, name));
  return toAdminTag({ ...row, listingsCount: 0 });
}

export async function renameTag(db: Db, id: number, name: string): Promise<AdminTag> {
  if (!(await repo.findTag(db, id))) throw notFound(adminMessages.tagNotFound);
  await refuseTaken(db, name, id);
  if (!(await uniqueName(() => repo.renameTag(db, id, name)))) throw notFound(adminMessages.tagNotFound);
  return tagUsage(db, id);
}

export async function deleteTag(db: Db, id: number): Promise<{ message: string; listings_count: number }> {
  const removed = await db.transaction((tx) => repo.deleteTag(tx, id));
  if (removed === null) throw notFound(adminMessages.tagNotFound);
  return { message: tagDeletedMessage(removed), listings_count: removed };
}
