/**
 * Runs on the compiled output (dist/), as the TypeScript 7 compiler has no parser API for this tool;
 * type-only imports are erased there, so these rules see runtime imports only.
 * Keeps each module's dependencies pointing inward: http/infrastructure -> application -> domain;
 * modules meet through application ports and domain types; common/ and kernel/ know no module. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ holds types and pure rules: no framework, no database, no outer layer.',
      severity: 'error',
      from: { path: '^dist/modules/[^/]+/domain/' },
      to: {
        path: ['^dist/modules/[^/]+/(application|infrastructure|http)/', 'node_modules/(@nestjs|typeorm|pg|express)'],
      },
    },
    {
      name: 'domain-imports-only-its-domain-and-the-kernel',
      comment:
        "A module's domain/ imports its own domain/ and the shared kernel's plain types (not its decorators), nothing else of ours.",
      severity: 'error',
      from: { path: '^dist/modules/([^/]+)/domain/' },
      to: { path: '^dist/', pathNot: ['^dist/modules/$1/domain/', '^dist/kernel/.+(?<!\\.decorator)\\.js$'] },
    },
    {
      name: 'common-imports-no-module',
      comment: 'common/ serves every module, so it knows none of them (shared auth types live in kernel/).',
      severity: 'error',
      from: { path: '^dist/common/' },
      to: { path: '^dist/modules/' },
    },
    {
      name: 'kernel-imports-no-module',
      comment: 'The shared kernel (Role, SessionUser, the auth decorators) is imported by modules, never the reverse.',
      severity: 'error',
      from: { path: '^dist/kernel/' },
      to: { path: '^dist/modules/' },
    },
    {
      name: 'application-does-not-know-adapters',
      comment: 'Use cases depend on ports (abstract classes), never on TypeORM or HTTP adapters.',
      severity: 'error',
      from: { path: '^dist/modules/[^/]+/application/' },
      to: { path: ['^dist/modules/[^/]+/(infrastructure|http)/', 'node_modules/(typeorm|pg|express)'] },
    },
    {
      name: 'modules-meet-through-ports',
      comment:
        'A module uses another module only through its application/ ports and domain/ types, never its ' +
        'infrastructure/ or http/ (or anything else of it).',
      severity: 'error',
      from: { path: '^dist/modules/([^/]+)/', pathNot: '^dist/modules/[^/]+/[^/]+\\.module\\.js$' },
      to: { path: '^dist/modules/[^/]+/', pathNot: ['^dist/modules/$1/', '^dist/modules/[^/]+/(application|domain)/'] },
    },
    {
      name: 'nest-modules-wire-nest-modules',
      comment:
        "A Nest module file may import other modules' Nest module files (imports: [...] for dependency injection), " +
        'besides their ports and domain types.',
      severity: 'error',
      from: { path: '^dist/modules/([^/]+)/[^/]+\\.module\\.js$' },
      to: {
        path: '^dist/modules/[^/]+/',
        pathNot: [
          '^dist/modules/$1/',
          '^dist/modules/[^/]+/(application|domain)/',
          '^dist/modules/[^/]+/[^/]+\\.module\\.js$',
        ],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.map$' },
  },
};
