import { z } from 'shared-contracts/zod';

/**
 * The part of a federation manifest (`mf-manifest.json`, written by the build) the compatibility gate reads. Other
 * fields are kept as they are: the manifest is the build's, the gate only looks.
 */
const sharedEntrySchema = z.looseObject({
  name: z.string().min(1),
  version: z.string().optional(),
  singleton: z.boolean().optional(),
  /** A range, or false (or missing) when the build asks for no particular version. */
  requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
});

export const candidateManifestSchema = z.looseObject({
  name: z.string().min(1),
  metaData: z.looseObject({
    /** The contract version the build was made against, where the build stamps it. */
    contractVersion: z.string().optional(),
    buildInfo: z.looseObject({
      buildVersion: z.string().min(1),
      buildName: z.string().optional(),
      contractVersion: z.string().optional(),
    }),
    remoteEntry: z.looseObject({ name: z.string().min(1), path: z.string(), type: z.string() }),
  }),
  shared: z.array(sharedEntrySchema),
});
export type CandidateManifest = z.infer<typeof candidateManifestSchema>;

/** A manifest is a few kilobytes; anything far larger is not one, and is not read into memory. */
const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;

export type ManifestRead = { manifest: CandidateManifest } | { problem: string };

/** Fetches and parses a manifest within `timeoutMs`; what went wrong is said in a sentence naming the URL. */
export async function readCandidateManifest(url: string, what: string, timeoutMs: number): Promise<ManifestRead> {
  let text: string;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return { problem: `${what} ${url} could not be fetched: it answered ${response.status}` };
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_MANIFEST_BYTES) {
      await response.body?.cancel();
      return { problem: `${what} ${url} is larger than a manifest can be (over ${MAX_MANIFEST_BYTES} bytes)` };
    }
    text = await response.text();
  } catch (error) {
    const failure = error as Error & { cause?: { code?: string; message?: string } };
    if (failure.name === 'TimeoutError') return { problem: `${what} ${url} could not be fetched: no answer within ${timeoutMs} ms` };
    return { problem: `${what} ${url} could not be fetched: ${failure.cause?.code ?? failure.cause?.message ?? failure.message}` };
  }
  if (text.length > MAX_MANIFEST_BYTES) return { problem: `${what} ${url} is larger than a manifest can be (over ${MAX_MANIFEST_BYTES} bytes)` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: `${what} ${url} is not JSON` };
  }
  const parsed = candidateManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${what} ${url} is not a federation manifest: ${issue.path.join('.') || 'the document'}: ${issue.message}` };
  }
  return { manifest: parsed.data };
}

/** The contract version a build names, where builds put it: beside the build info, or inside it. */
export function contractVersionOf(manifest: { metaData?: { contractVersion?: unknown; buildInfo?: { contractVersion?: unknown } } }): string | undefined {
  const value = manifest.metaData?.contractVersion ?? manifest.metaData?.buildInfo?.contractVersion;
  return typeof value === 'string' ? value : undefined;
}
