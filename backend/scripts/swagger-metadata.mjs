// Writes src/metadata.ts: what the @nestjs/swagger CLI plugin infers from the TypeScript types
// of the DTO classes (*.dto.ts): each property's type, `?` as `required: false`, `| null` as
// `nullable: true` and string-literal unions as enums.
// src/openapi.ts hands it to SwaggerModule.loadPluginMetadata before building the document, so
// @ApiProperty does not repeat `?` or `| null`. It fills only what a decorator left out, and a
// decorator takes `type` from the emitted design type, so nullable unions and arrays keep `type`.
//
// The plugin needs the TypeScript compiler API, which the back end's TypeScript 7 does not
// expose; it runs here with the TypeScript 5 of the repository root (the one @nestjs/swagger
// resolves), the way `nest start --builder swc` generates the same file through the plugin's
// ReadonlyVisitor. src/metadata.spec.ts renders the same text in memory and fails when the
// committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';

// The compiler the plugin itself imports, so the syntax nodes it builds can be printed here.
const require = createRequire(import.meta.url);
const ts = createRequire(require.resolve('@nestjs/swagger/plugin'))('typescript');

const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));
export const TSCONFIG_PATH = join(BACKEND_DIR, 'tsconfig.build.json');
export const SOURCE_DIR = join(BACKEND_DIR, 'src');
export const METADATA_PATH = join(SOURCE_DIR, 'metadata.ts');

export const PLUGIN_OPTIONS = {
  dtoFileNameSuffix: ['.dto.ts'],
  // Controllers document their responses with decorators (ApiDataResponse, ...); only DTOs are read.
  controllerFileNameSuffix: [],
  // Off: it reads only literal arguments (most limits here are named constants), so the
  // documented constraints stay in @ApiProperty next to the validators.
  classValidatorShim: false,
  introspectComments: false,
};

const HEADER = `/**
 * Generated from the DTO classes by \`npm run swagger-metadata\` (the @nestjs/swagger CLI plugin's
 * ReadonlyVisitor). Do not edit: change a DTO, then run \`npm run generate\` at the root.
 */
/* eslint-disable */
`;

function createProgram() {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const { options, fileNames } = ts.getParsedCommandLineOfConfigFile(TSCONFIG_PATH, undefined, host);
  // The DTO files and what they import are enough to know their types.
  const rootNames = fileNames.filter((fileName) =>
    PLUGIN_OPTIONS.dtoFileNameSuffix.some((suffix) => fileName.endsWith(suffix)),
  );
  return ts.createProgram({ rootNames, options });
}

// Under `nodenext` resolution dynamic import() needs the file extension; the plugin's visitor leaves
// it out (@nestjs/cli's PluginMetadataGenerator adds it the same way).
function withJsExtension(specifier) {
  return /^\.\.?\//.test(specifier) && !/\.(m?js|cjs|json|node)$/.test(specifier) ? `${specifier}.js` : specifier;
}

function addImportExtensions(node) {
  const visit = (child) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments.length > 0 &&
      ts.isStringLiteralLike(child.arguments[0])
    ) {
      const specifier = child.arguments[0].text;
      return ts.factory.updateCallExpression(child, child.expression, child.typeArguments, [
        ts.factory.createStringLiteral(withJsExtension(specifier)),
        ...child.arguments.slice(1),
      ]);
    }
    return ts.visitEachChild(child, visit, undefined);
  };
  return visit(node);
}

// One line per class, so a DTO change shows as a small diff.
function sectionLiteral(entries) {
  const { factory } = ts;
  return factory.createArrayLiteralExpression(
    entries.map(([importExpression, classes]) =>
      factory.createArrayLiteralExpression([
        addImportExtensions(importExpression),
        factory.createObjectLiteralExpression(
          Object.entries(classes).map(([name, literal]) =>
            factory.createPropertyAssignment(factory.createStringLiteral(name), literal),
          ),
          true,
        ),
      ]),
    ),
    true,
  );
}

/** The text of src/metadata.ts for the DTO classes as they are now. */
export function renderSwaggerMetadata() {
  const { factory } = ts;
  const program = createProgram();
  const visitor = new ReadonlyVisitor({ ...PLUGIN_OPTIONS, pathToSource: SOURCE_DIR });
  for (const sourceFile of program.getSourceFiles()) {
    if (!sourceFile.isDeclarationFile && sourceFile.fileName.startsWith(SOURCE_DIR)) visitor.visit(program, sourceFile);
  }
  const { models, controllers } = visitor.collect();
  const typeImports = Object.entries(visitor.typeImports).map(([specifier, expression]) =>
    factory.createPropertyAssignment(
      factory.createComputedPropertyName(factory.createStringLiteral(specifier)),
      factory.createIdentifier(
        expression.replace(
          /import\((['"])(.*?)\1\)/g,
          (_, quote, path) => `import(${quote}${withJsExtension(path)}${quote})`,
        ),
      ),
    ),
  );
  // The same statement @nestjs/cli's PluginMetadataPrinter prints.
  const exportAssignment = factory.createExportAssignment(
    undefined,
    undefined,
    factory.createArrowFunction(
      [factory.createToken(ts.SyntaxKind.AsyncKeyword)],
      undefined,
      [],
      undefined,
      factory.createToken(ts.SyntaxKind.EqualsGreaterThanToken),
      factory.createBlock(
        [
          factory.createVariableStatement(
            undefined,
            factory.createVariableDeclarationList(
              [
                factory.createVariableDeclaration(
                  't',
                  undefined,
                  undefined,
                  factory.createObjectLiteralExpression(typeImports, true),
                ),
              ],
              ts.NodeFlags.Const,
            ),
          ),
          factory.createReturnStatement(
            factory.createObjectLiteralExpression([
              factory.createPropertyAssignment(
                factory.createStringLiteral(visitor.key),
                factory.createObjectLiteralExpression([
                  factory.createPropertyAssignment(factory.createStringLiteral('models'), sectionLiteral(models)),
                  factory.createPropertyAssignment(
                    factory.createStringLiteral('controllers'),
                    sectionLiteral(controllers),
                  ),
                ]),
              ),
            ]),
          ),
        ],
        true,
      ),
    ),
  );
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
  const file = ts.createSourceFile('metadata.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return `${HEADER}${printer.printNode(ts.EmitHint.Unspecified, exportAssignment, file)}\n`;
}

export async function readSwaggerMetadata() {
  return readFile(METADATA_PATH, 'utf8').catch(() => '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const metadata = renderSwaggerMetadata();
  const current = await readSwaggerMetadata();
  // Unchanged metadata keeps its file untouched, so builds and watchers do not see a change.
  if (metadata !== current) await writeFile(METADATA_PATH, metadata);
  console.log(metadata === current ? `${METADATA_PATH} is up to date` : `Wrote ${METADATA_PATH}`);
}
