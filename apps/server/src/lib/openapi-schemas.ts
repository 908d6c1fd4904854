type Node = Record<string, unknown>;

/**
 * OpenAPI 3.0 needs a `type` beside `nullable`; zod's `.nullable()` of a union gives
 * `{ nullable, anyOf }` without one. When every branch has the same type it is said once more
 * beside `nullable` (true, and what 3.0 asks); anything else is left for the lint to name.
 */
export function fixNullableWithoutType(root: unknown): void {
  const pending: unknown[] = [root];
  while (pending.length) {
    const node = pending.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    const schema = node as Node;
    const branches = (schema.anyOf ?? schema.oneOf) as Node[] | undefined;
    if (schema.nullable === true && schema.type === undefined && branches) {
      const types = new Set(branches.map((b) => b.type));
      const [only] = [...types];
      if (types.size === 1 && typeof only === 'string') schema.type = only;
    }
    pending.push(...Object.values(schema));
  }
}
