import 'reflect-metadata';
import { Body, Controller, Get, Module, Param, Patch, Post, Query, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiParam, ApiProperty, ApiPropertyOptional, ApiTags, type OpenAPIObject } from '@nestjs/swagger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Roles, SignedIn, SignedInSession } from './kernel/auth/roles.decorator';
import { ApiOptionalSession } from './common/http/api-optional-session.decorator';
import { ParseIdPipe } from './common/http/parse-id.pipe';
import { API_TAGS, buildOpenApiDocument } from './openapi';

class NoteDto {
  @ApiProperty()
  text: string;
}

class PageQueryDto {
  @ApiPropertyOptional()
  limit?: number;
}

/** A union alias: tsc emits `String` as the parameter's design type, vitest's per-file transform `Object`. */
type Shelf = 'top' | 'bottom';

@ApiTags('projects')
@Controller('things')
class ThingsController {
  @Get()
  list(): string[] {
    return [];
  }

  @Get('mine')
  @SignedIn()
  mine(): string[] {
    return [];
  }

  @Get('settings')
  @SignedInSession()
  settings(): string[] {
    return [];
  }

  @Get('who')
  @ApiOptionalSession()
  who(): string {
    return '';
  }

  @Get('by-code/:code')
  byCode(@Param('code') code: string): string {
    return code;
  }

  @Get('shelves/:shelf/:id')
  @ApiParam({ name: 'shelf', enum: ['top', 'bottom'] })
  onShelf(@Query() _query: PageQueryDto, @Param('shelf') shelf: Shelf, @Param('id', ParseIdPipe) _id: number): Shelf {
    return shelf;
  }

  @Get(':id')
  one(@Param('id', ParseIdPipe) id: number): number {
    return id;
  }

  @Post()
  create(@Body() note: NoteDto): NoteDto {
    return note;
  }

  @Patch(':id')
  @Roles('admin')
  update(@Param('id', ParseIdPipe) _id: number, @Body() note: NoteDto): NoteDto {
    return note;
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

let app: INestApplication;
let document: OpenAPIObject;

beforeAll(async () => {
  app = await NestFactory.create(ThingsModule, { logger: false });
  document = await buildOpenApiDocument(app);
});

afterAll(async () => {
  await app.close();
});

const responsesOf = (path: string, method: 'get' | 'post' | 'patch') => document.paths[path][method]!.responses;
const securityOf = (path: string, method: 'get' | 'post' | 'patch') => document.paths[path][method]!.security;
const ERROR_SCHEMA = { $ref: '#/components/schemas/ErrorResponseDto' };

describe('OpenAPI document conventions', () => {
  it('declares the session cookie or a bearer token for routes behind @Roles, the cookie only behind @SignedInSession, and marks every other route public', () => {
    expect(document.components?.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
    expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(securityOf('/things/mine', 'get')).toEqual([{ session: [] }, { bearer: [] }]);
    expect(securityOf('/things/{id}', 'patch')).toEqual([{ session: [] }, { bearer: [] }]);
    expect(securityOf('/things/settings', 'get')).toEqual([{ session: [] }]);
    expect(securityOf('/things', 'get')).toEqual([]);
    expect(securityOf('/things', 'post')).toEqual([]);
    expect(securityOf('/things/who', 'get')).toEqual([{}, { session: [] }, { bearer: [] }]);
  });

  it('documents what API tokens are answered where the bearer scheme applies', () => {
    expect(Object.keys(responsesOf('/things/mine', 'get'))).toEqual(expect.arrayContaining(['401', '429']));
    expect(responsesOf('/things/{id}', 'patch')['403']).toMatchObject({
      description: expect.stringContaining('read-only API token'),
    });
    expect(responsesOf('/things/settings', 'get')['429']).toBeUndefined();
    expect(responsesOf('/things/settings', 'get')['403']).toMatchObject({
      description: expect.stringContaining('needs a signed-in session'),
    });
  });

  it('documents 401 for signed-in routes and 403 for role-restricted ones', () => {
    expect(Object.keys(responsesOf('/things/mine', 'get'))).toEqual(expect.arrayContaining(['401']));
    expect(Object.keys(responsesOf('/things/mine', 'get'))).not.toContain('403');
    expect(responsesOf('/things/{id}', 'patch')['403']).toMatchObject({
      description: expect.stringMatching(/^Requires role admin; or: Refused cross-site/),
    });
  });

  it('documents 400 where input is validated, with the error schema', () => {
    expect(responsesOf('/things', 'post')['400']).toMatchObject({
      content: { 'application/json': { schema: ERROR_SCHEMA } },
    });
    expect(responsesOf('/things/{id}', 'get')['400']).toBeDefined();
    expect(responsesOf('/things/by-code/{code}', 'get')['400']).toBeUndefined();
    expect(responsesOf('/things', 'get')['400']).toBeUndefined();
  });

  it('documents what the middleware answers to state-changing requests with a body', () => {
    expect(Object.keys(responsesOf('/things', 'post'))).toEqual(expect.arrayContaining(['403', '413', '415']));
    expect(Object.keys(responsesOf('/things', 'get'))).not.toContain('403');
  });

  it('lists path parameters first, in the order of the path, whatever their design type', () => {
    const parameters = document.paths['/things/shelves/{shelf}/{id}'].get!.parameters as { name: string; in: string }[];
    expect(parameters.map(({ name, in: where }) => `${where}:${name}`)).toEqual([
      'path:shelf',
      'path:id',
      'query:limit',
    ]);
  });

  it('declares every tag with a description, and a server and license', () => {
    expect(document.tags).toEqual(Object.entries(API_TAGS).map(([name, description]) => ({ name, description })));
    expect(document.tags!.every((tag) => tag.description)).toBe(true);
    expect(document.servers).toEqual([{ url: '/', description: 'This server' }]);
    expect(document.info.license?.url).toBeTruthy();
  });
});
