/**
 * Runs on the TypeScript sources (src/, spec files left out): dependency-cruiser parses them with the
 * TypeScript 5 compiler API the repository root installs for the tools, as the TypeScript 7 compiler
 * the code is built with has no parser API. `tsPreCompilationDeps` keeps type-only imports, so a
 * type import counts like any other.
 * Keeps every arrow pointing inward: http/infrastructure -> application -> domain inside a module;
 * modules meet through application ports and domain types; the rooms beside common/ (rate-limit/,
 * observability/, paging/, chains/, outbound/) use only common/, kernel/ and the platform (config/, database/);
 * common/, kernel/, the rooms and the platform know no module; kernel/ knows nothing else of ours.
 */
const MODULE = '^src/modules/';
const ROOMS = '^src/(rate-limit|observability|paging|chains|outbound)/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ holds types and pure rules: no framework, no database, no outer layer.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: {
        path: ['^src/modules/[^/]+/(application|infrastructure|http)/', 'node_modules/(@nestjs|typeorm|pg|express)'],
      },
    },
    {
      name: 'domain-imports-only-its-domain-and-the-kernel',
      comment:
        "A module's domain/ imports its own domain/ and the shared kernel's plain types (not its decorators), nothing else of ours.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { path: '^src/', pathNot: ['^src/modules/$1/domain/', '^src/kernel/.+(?<!\\.decorator)\\.ts$'] },
    },
    {
      name: 'application-does-not-know-adapters',
      comment: 'Use cases depend on ports (abstract classes), never on TypeORM or HTTP adapters.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/application/' },
      to: { path: ['^src/modules/[^/]+/(infrastructure|http)/', 'node_modules/(typeorm|pg|express)'] },
    },
    {
      name: 'modules-meet-through-ports',
      comment:
        'A module uses another module only through its application/ ports and domain/ types, never its ' +
        'infrastructure/ or http/ (or anything else of it).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/', pathNot: '^src/modules/[^/]+/[^/]+\\.module\\.ts$' },
      to: { path: MODULE, pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/(application|domain)/'] },
    },
    {
      name: 'nest-modules-wire-nest-modules',
      comment:
        "A Nest module file may import other modules' Nest module files (imports: [...] for dependency injection), " +
        'besides their ports and domain types.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/[^/]+\\.module\\.ts$' },
      to: {
        path: MODULE,
        pathNot: [
          '^src/modules/$1/',
          '^src/modules/[^/]+/(application|domain)/',
          '^src/modules/[^/]+/[^/]+\\.module\\.ts$',
        ],
      },
    },
    {
      name: 'common-imports-no-module',
      comment: 'common/ serves every module, so it knows none of them (shared auth types live in kernel/).',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: MODULE },
    },
    {
      name: 'common-imports-no-room',
      comment: 'The rooms beside common/ build on it, never the reverse.',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: ROOMS },
    },
    {
      name: 'kernel-imports-no-module',
      comment: 'The shared kernel (Role, SessionUser, the auth decorators) is imported by modules, never the reverse.',
      severity: 'error',
      from: { path: '^src/kernel/' },
      to: { path: MODULE },
    },
    {
      name: 'kernel-imports-only-itself',
      comment: 'The kernel is the innermost ring: of our code it imports only kernel/ (packages are fine).',
      severity: 'error',
      from: { path: '^src/kernel/' },
      to: { path: '^src/', pathNot: '^src/kernel/' },
    },
    {
      name: 'rooms-import-only-common-and-kernel',
      comment:
        'A room (rate-limit/, observability/, paging/, chains/, outbound/) holds one concern beside common/: it imports its own files, ' +
        'common/, kernel/ and the platform (config/, database/), no module and no other room.',
      severity: 'error',
      from: { path: ROOMS },
      to: {
        path: '^src/',
        pathNot: ['^src/$1/', '^src/common/', '^src/kernel/', '^src/config/', '^src/database/'],
      },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'config/ and database/ serve every module and room, so they know none of the modules.',
      severity: 'error',
      from: { path: '^src/(config|database)/' },
      to: { path: MODULE },
    },
    {
      name: 'no-circular',
      comment: 'No file reaches itself again through its imports (type-only imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.build.json' },
    moduleSystems: ['es6', 'cjs'],
  },
};
