import { applyDecorators, HttpStatus, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';

interface Options {
  status?: HttpStatus;
  isArray?: boolean;
  description?: string;
}

/** Documents the `{ success: true, data }` envelope around a DTO (or an array of them). */
export function ApiDataResponse(model: Type<unknown>, options: Options = {}) {
  const item = { $ref: getSchemaPath(model) };
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status: options.status ?? HttpStatus.OK,
      description: options.description ?? (options.status === HttpStatus.CREATED ? 'Created' : 'OK'),
      schema: {
        type: 'object',
        required: ['success', 'data'],
        properties: {
          success: { type: 'boolean', example: true },
          data: options.isArray ? { type: 'array', items: item } : item,
        },
      },
    }),
  );
}
