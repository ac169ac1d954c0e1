import type { TemplateInput } from '@innkeep/contract/message-templates';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myListingsQuery } from '../../../api/listings.ts';
import {
  messageTemplatesQuery,
  previewMessageTemplate,
  refreshMessageTemplates,
} from '../../../api/message-templates.ts';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** Every query key of this feature starts here, so a save or delete refreshes them all (templates: api/message-templates.ts). */
export const automationsKeys = {
  all: ['automations'] as const,
  automations: ['automations', 'automations'] as const,
  stays: ['automations', 'stays'] as const,
};

export const useTemplates = () => useQuery(messageTemplatesQuery);

export const automationsQuery = queryOptions({
  queryKey: automationsKeys.automations,
  queryFn: async ({ signal }) => (await api.GET('/api/automations', { signal })).data,
});
export const useAutomations = () => useQuery(automationsQuery);

/** The host's upcoming reservations, to preview a template against a real stay. */
export const useStaysForPreview = () =>
  useQuery({
    queryKey: automationsKeys.stays,
    queryFn: async ({ signal }) =>
      (await api.GET('/api/reservations', { params: { query: { when: 'upcoming' } }, signal })).data,
  });

/** The host's published listings, for an automation's choice of listings. */
export const useHostListings = () => useQuery(myListingsQuery);

/** A template's name shows in its list and in the automations that send it. */
const refreshAfterTemplateChange = (client: QueryClient) =>
  Promise.all([refreshMessageTemplates(client), client.invalidateQueries({ queryKey: automationsKeys.all })]);

/** `POST /api/message-templates` or `PUT /api/message-templates/{id}`; 422 names an unknown placeholder. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TemplateInput }) =>
      id === null
        ? api.POST('/api/message-templates', { body: input })
        : api.PUT('/api/message-templates/{id}', { params: { path: { id } }, body: input }),
    onSuccess: () => refreshAfterTemplateChange(client),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.DELETE('/api/message-templates/{id}', { params: { path: { id } } }),
    onSuccess: () => refreshAfterTemplateChange(client),
  });
}

/** `POST /api/message-templates/preview`: the body as the chosen stay's guest would get it now. */
export function usePreview() {
  return useMutation({ mutationFn: previewMessageTemplate });
}

export function useSaveAutomation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ApiBody<'/api/automations'> }) =>
      id === null
        ? api.POST('/api/automations', { body: input })
        : api.PUT('/api/automations/{id}', { params: { path: { id } }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: automationsKeys.all }),
  });
}

export function useDeleteAutomation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.DELETE('/api/automations/{id}', { params: { path: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: automationsKeys.all }),
  });
}
