import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
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
