/** PostgreSQL's unique_violation: a write collided with a unique index. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';
