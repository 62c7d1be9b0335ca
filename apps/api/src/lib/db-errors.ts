/** True for a unique-constraint violation on SQLite or PostgreSQL. */
export const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};
