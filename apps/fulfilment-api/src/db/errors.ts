/** PostgreSQL's unique_violation: a write collided with a unique index. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/** PostgreSQL's foreign_key_violation: a write named a row that does not exist. */
export const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown }).code === '23503';

/** Two writes raced past a duplicate check; the unique index refused the second. */
export function nullWhenDuplicate(error: unknown): null {
  if (isUniqueViolation(error)) return null;
  throw error;
}
