/**
 * Reading the environment at start (server/config.ts, catalog/config.ts): a bad value stops the process with
 * one message that names every bad variable. Server and catalogue only: importing this pulls zod in.
 */
import type { z } from 'zod';

/** `Invalid environment:` and a line per problem, `  PORT: Too big: expected number to be <=65535`. */
export function invalidEnvironment(problems: string[]): string {
  return ['Invalid environment:', ...problems.map((p) => `  ${p}`)].join('\n');
}

/** The environment as its schema reads it; `Failure` carries the message when a variable is bad. */
export function parseEnvironment<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv,
  Failure: new (message: string) => Error = Error,
): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Failure(
      invalidEnvironment(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    );
  }
  return parsed.data;
}
