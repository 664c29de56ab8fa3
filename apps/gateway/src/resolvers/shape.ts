/** How a GraphQL type reads each of its fields from a REST row. */
export type FieldMap<Row> = Record<string, (row: Row) => unknown>;

/** The readers `sameNamed` made, with the REST field each reads. */
const sameNamedReaders = new WeakMap<object, string>();

/**
 * Readers of fields that a GraphQL type takes from the REST row under the same name, as they are.
 * `resolversOf` leaves them to the default resolver, which graphql-jit inlines as a property read
 * instead of calling a function per field: a store's layout has some 40,000 such fields.
 */
export const sameNamed =
  <Row>() =>
  <K extends keyof Row & string>(...keys: K[]) =>
    Object.fromEntries(
      keys.map((key) => {
        const read = (row: Row) => row[key];
        sameNamedReaders.set(read, key);
        return [key, read];
      }),
    ) as { [P in K]: (row: Row) => Row[P] };

/** A field map as a type's resolvers: the fields `sameNamed` reads under their own name are left out. */
export function resolversOf<Map extends Record<string, unknown>>(fields: Map): Partial<Map> {
  return Object.fromEntries(
    Object.entries(fields).filter(([name, read]) => sameNamedReaders.get(read as object) !== name),
  ) as Partial<Map>;
}

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
