export interface SharedEntry {
  singleton: boolean;
  requiredVersion: string;
  strictVersion: boolean;
  version?: string;
  eager?: boolean;
  import?: string;
}
export declare const CATALOG_SHARED: string[];
export declare const WORKSPACE_SHARED: string[];
export declare const SUBPATH_SHARED: Record<string, string[]>;
export declare const WORKSPACE_SUBPATHS: Record<string, string[]>;
export declare const SHARED_IMPORTS: Record<string, string>;
export declare const SHARE_STRATEGY: 'loaded-first';
export declare const REMOTE_CONTAINERS: Record<string, string>;
export declare function expectedSharedVersions(): Record<string, string>;
export declare function createSharedDeps(versions?: Record<string, string>): Record<string, SharedEntry>;
