/** A command-line count such as `--users 100000`, failing with the option's name. */
export function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer, got '${raw}'.`);
  return value;
}
