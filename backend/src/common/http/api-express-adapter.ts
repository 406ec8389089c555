import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import { SerializedJson } from './serialized-json';

/** Nest's Express adapter, sending SerializedJson answers without serialising them again. */
export class ApiExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!(body instanceof SerializedJson)) return super.reply(response, body, statusCode);
    if (statusCode !== undefined) response.status(statusCode);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    return response.send(body.bytes);
  }
}
