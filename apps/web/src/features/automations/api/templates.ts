import type { HostListingCard } from '@innkeep/contract/listings-reply';
import type {
  Automation,
  AutomationInput,
  MessageTemplate,
  PreviewInput,
  TemplateInput,
  TemplatePreview,
} from '@innkeep/contract/message-templates';
import type { ReservationListReply } from '@innkeep/contract/reservations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every query key of this feature starts here, so a save or delete refreshes them all. */
export const automationsKeys = {
  all: ['automations'] as const,
  templates: ['automations', 'templates'] as const,
  automations: ['automations', 'automations'] as const,
  stays: ['automations', 'stays'] as const,
  listings: ['automations', 'listings'] as const,
};

export const templatesQuery = queryOptions({
  queryKey: automationsKeys.templates,
  queryFn: async ({ signal }) =>
    (await api.get<{ data: MessageTemplate[] }>('/message-templates', { signal })).data,
});
export const useTemplates = () => useQuery(templatesQuery);

export const automationsQuery = queryOptions({
  queryKey: automationsKeys.automations,
  queryFn: async ({ signal }) => (await api.get<{ data: Automation[] }>('/automations', { signal })).data,
});
export const useAutomations = () => useQuery(automationsQuery);

/** The host's upcoming reservations, to preview a template against a real stay. */
export const useStaysForPreview = () =>
  useQuery({
    queryKey: automationsKeys.stays,
    queryFn: async ({ signal }) =>
      (await api.get<ReservationListReply>('/reservations', { query: { when: 'upcoming' }, signal })).data,
  });

/** The host's published listings, for an automation's choice of listings. */
export const useHostListings = () =>
  useQuery({
    queryKey: automationsKeys.listings,
    queryFn: async ({ signal }) => (await api.get<{ data: HostListingCard[] }>('/listings', { signal })).data,
  });

/** `POST /api/message-templates` or `PUT /api/message-templates/{id}`; 422 names an unknown placeholder. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TemplateInput }) =>
      id === null
        ? api.post<{ message: string; data: MessageTemplate }>('/message-templates', input)
        : api.put<{ message: string; data: MessageTemplate }>(`/message-templates/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: automationsKeys.all }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/message-templates/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: automationsKeys.all }),
  });
}

/** `POST /api/message-templates/preview`: the body as the chosen stay's guest would get it now. */
export function usePreview() {
  return useMutation({
    mutationFn: async (input: PreviewInput) =>
      (await api.post<{ data: TemplatePreview }>('/message-templates/preview', input)).data,
  });
}

export function useSaveAutomation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AutomationInput }) =>
      id === null
        ? api.post<{ message: string; data: Automation }>('/automations', input)
        : api.put<{ message: string; data: Automation }>(`/automations/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: automationsKeys.all }),
  });
}

export function useDeleteAutomation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/automations/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: automationsKeys.all }),
  });
}
