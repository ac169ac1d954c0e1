/** Every admin query lives under ['admin']: a save or delete reloads the lists and the counts at once. */
export const adminKeys = {
  all: ['admin'] as const,
  list: (resource: string, params: object) => ['admin', resource, params] as const,
  counts: ['admin', 'data-count'] as const,
};
