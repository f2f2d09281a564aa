import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";

const writerSchema = z.object({ ai: z.object({ changesToMakeNotice: z.string().nullable().default(null) }) });

/**
 * What the server's writer says it cannot do with 'Changes to Make' (the offline writer cannot follow them),
 * known before the user types, from the server's description of itself; null while unknown or when it can.
 */
export function useChangesToMakeNotice(): string | null {
  const writer = useQuery({
    queryKey: queryKeys.writer,
    queryFn: async () => writerSchema.parse(await api.get<unknown>("/api/health")).ai.changesToMakeNotice,
    staleTime: Infinity,
  });
  return writer.data ?? null;
}
