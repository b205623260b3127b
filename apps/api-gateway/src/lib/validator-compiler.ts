import { isPlainText, plainTextMessage } from '@vitrine/validation';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

// The marker fastify-type-provider-zod puts on its issues, so the problem handler reads ours alike.
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/** Every string (and object key) in a request part, with its JSON pointer; iterative, so depth is no risk. */
function* strings(data: unknown): Generator<[string, string]> {
  const stack: [string, unknown][] = [['', data]];
  while (stack.length) {
    const [pointer, value] = stack.pop()!;
    if (typeof value === 'string') yield [pointer, value];
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) stack.push([`${pointer}/${index}`, item]);
    } else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        yield [pointer, key];
        stack.push([`${pointer}/${key}`, item]);
      }
  }
}

/**
 * The route schemas' validator with one rule in front, shared by every route: no text in the
 * address, the query or the body may carry a control character or a lone surrogate
 * (packages/validation `isPlainText`; a body's multi-line text may hold tabs and line breaks).
 * A NUL would otherwise reach PostgreSQL, which refuses it with an error, not a 400.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (routeSchema) => {
  const validate = zodValidatorCompiler(routeSchema);
  const lineBreaks = routeSchema.httpPart === 'body';
  const checked = routeSchema.httpPart !== 'headers';
  return (data) => {
    if (checked)
      for (const [pointer, text] of strings(data))
        if (!isPlainText(text, { lineBreaks }))
          return {
            error: [
              {
                [ZOD_ISSUE]: true,
                keyword: 'custom',
                instancePath: pointer,
                schemaPath: `#${pointer}/custom`,
                message: plainTextMessage,
                params: {},
              },
            ] as unknown as Error,
          };
    return validate(data);
  };
};
