export declare const WORKSPACE_ROOT: string;
export declare function parseCatalog(yamlText: string): Record<string, string>;
export declare function readCatalog(root?: string): Record<string, string>;
export declare function readWorkspaceVersion(pkg: string, root?: string): string;
