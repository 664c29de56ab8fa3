import { sql } from 'kysely';

/** count(*) as a JavaScript number: PostgreSQL's bigint would otherwise arrive as a string. */
export const countAll = () => sql<number>`count(*)::int`;
