export interface SharedManifestEntry {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string;
}
export interface DriftProblem {
  manifest: string;
  shared: string;
  problem: string;
}
export declare function sharedPackageOf(sharedName: string): string;
export declare function findManifestDrift(
  manifest: { name?: string; shared?: SharedManifestEntry[] } | null | undefined,
  expected: Record<string, string>,
  label?: string,
): DriftProblem[];
export declare function formatDrift(problems: DriftProblem[]): string;
