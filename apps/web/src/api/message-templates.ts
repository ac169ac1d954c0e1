import { operationKey } from '@innkeep/api-client/query-keys';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type ApiBody, api } from '../lib/api-client.ts';

/** `GET /api/message-templates`: the host's templates, offered as saved replies in the inbox and edited in automations. */
export const messageTemplatesQuery = queryOptions({
  queryKey: operationKey('listMessageTemplates'),
  queryFn: async ({ signal }) => (await api.GET('/api/message-templates', { signal })).data,
});

/** After a template was saved or deleted: the inbox's saved replies and the automations page read them anew. */
export const refreshMessageTemplates = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: messageTemplatesQuery.queryKey });

/**
 * `POST /api/message-templates/preview`: a template body filled for one of the host's stays by the server, as the
 * guest would get it now (the door code and Wi-Fi only within their window).
 */
export async function previewMessageTemplate(input: ApiBody<'/api/message-templates/preview'>) {
  return (await api.POST('/api/message-templates/preview', { body: input })).data;
}
