import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { text } from "@shared/schemas/text";
import { validationError } from "./errors";

/** Parses one part of the request with a zod schema; failures become the 422 error shape. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value) => {
    const result = schema.safeParse(value);
    if (!result.success) throw validationError(result.error);
    return result.data as z.infer<Schema>;
  });
}

/**
 * Path parameters that are readable keys or ids, each through the text rule (NFC, no control
 * characters). No length bound here: a key that names nothing is the resolver's 404.
 */
export function validateKeys<const Names extends readonly string[]>(...names: Names) {
  const shape = Object.fromEntries(names.map((name) => [name, text()])) as { [Name in Names[number]]: ReturnType<typeof text> };
  return validate("param", z.object(shape));
}
