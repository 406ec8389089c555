export declare const DOCUMENT_PATH: string;
export declare const SCHEMA_PATH: string;
/** The text of src/lib/api-schema.d.ts for the given OpenAPI document. */
export declare function renderApiSchema(documentText: string): Promise<string>;
export declare function readApiDocument(): Promise<string>;
