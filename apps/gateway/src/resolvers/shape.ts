/** How a GraphQL type reads each of its fields from a REST row. */
export type FieldMap<Row> = Record<string, (row: Row) => unknown>;

/** GraphQL serialises IDs as strings; the shapes in error extensions must match. */
export const id = <T extends number | null>(value: T): T extends number ? string : string | null =>
  (value === null ? null : String(value)) as never;

/**
 * A row in its GraphQL form, for error extensions (a CONFLICT's `current`), which no field
 * resolver reaches; `nested` shapes list fields holding rows of another type. It carries its
 * `__typename`, as a query's answer would, so a client can store it in its cache as it is.
 */
export function shape<Row>(
  typename: string,
  fields: FieldMap<Row>,
  row: Row,
  nested: Record<string, (child: never) => unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { __typename: typename };
  for (const [name, read] of Object.entries(fields)) {
    const value = read(row);
    const child = nested[name];
    out[name] = child && Array.isArray(value) ? value.map((item) => child(item as never)) : value;
  }
  return out;
}
