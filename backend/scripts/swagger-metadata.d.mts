export declare const TSCONFIG_PATH: string;
export declare const SOURCE_DIR: string;
export declare const METADATA_PATH: string;
export declare const PLUGIN_OPTIONS: Record<string, unknown>;
/** The text of src/metadata.ts for the DTO classes as they are now. */
export declare function renderSwaggerMetadata(): string;
export declare function readSwaggerMetadata(): Promise<string>;
