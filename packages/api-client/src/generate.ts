import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The first lines of src/schema.ts: says where it comes from and how to make it again. */
export const SCHEMA_HEADER = `/**
 * Generated from the Reelforge API document by openapi-typescript: do not edit.
 * Regenerate with \`npm run generate -w @reelforge/api-client\` after changing a route.
 */

`;

/**
 * The TypeScript of an API document (src/schema.ts), the same for the same document: the
 * regenerate script writes it, and the server's tests compare it with the served document's.
 */
export async function schemaSource(document: Record<string, unknown>): Promise<string> {
  // openapi-typescript may annotate what it reads: give it a copy, never the server's object.
  const ast = await openapiTS(structuredClone(document) as unknown as OpenAPI3, { alphabetize: true });
  return SCHEMA_HEADER + astToString(ast);
}
