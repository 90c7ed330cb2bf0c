import { useQuery } from '@tanstack/react-query';
import { unwrap } from './api-error.js';
import { api } from './client.js';

/** The installed connectors, for provider pickers; they change only with a deploy. */
export function useConnectors() {
  return useQuery({ queryKey: ['connectors'], queryFn: async () => unwrap(await api.GET('/connectors')), staleTime: 5 * 60_000 });
}
