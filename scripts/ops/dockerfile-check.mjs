// A static check of the Dockerfile, since no Dockerfile linter installs from the registries these
// machines reach (hadolint is a Haskell binary from GitHub releases) and no Docker engine runs here.
// It refuses what would break a build or an image:
// - a COPY source that is not in the build context (missing, or excluded by .dockerignore);
// - a workspace whose package.json the dependency layer does not copy (npm would not link it);
// - `--from=` naming no earlier stage, a ${VARIABLE} no ARG or ENV of its stage declares;
// - a service or console target that runs as root, or has no command.
// What the final stage holds is checked by running it: scripts/ops/image-smoke.sh.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const file = process.argv[2] ?? join(root, 'Dockerfile');
const problems = [];

// Instructions with the line each starts on, continuation lines joined, comments dropped.
const instructions = [];
let pending;
readFileSync(file, 'utf8')
  .split('\n')
  .forEach((raw, index) => {
    const text = raw.trim();
    if (!pending && (text === '' || text.startsWith('#'))) {
      return;
    }
    pending = pending ? { ...pending, text: `${pending.text} ${text}` } : { line: index + 1, text };
    if (pending.text.endsWith('\\')) {
      pending.text = pending.text.slice(0, -1);
      return;
    }
    const [keyword, ...rest] = pending.text.split(/\s+/);
    instructions.push({ line: pending.line, keyword: keyword.toUpperCase(), args: rest.join(' ') });
    pending = undefined;
  });

// .dockerignore as regular expressions (Go's filepath.Match plus **, later lines win, ! re-includes).
const ignore = readFileSync(join(root, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => {
    const negate = line.startsWith('!');
    const pattern = (negate ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
    const source = pattern
      .split('/')
      .map((part) =>
        part === '**'
          ? '(?:.*)'
          : part
              .replace(/[.+^$()|{}[\]]/g, '\\$&')
              .replace(/\*/g, '[^/]*')
              .replace(/\?/g, '[^/]'),
      )
      .join('/')
      .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
    return { negate, pattern: new RegExp(`^${source}(?:/.*)?$`) };
  });
const ignored = (path) => ignore.reduce((excluded, rule) => (rule.pattern.test(path) ? !rule.negate : excluded), false);

const globalArgs = new Set();
const stages = [];
let stage;
for (const instruction of instructions) {
  const { keyword, args, line } = instruction;
  const at = `Dockerfile:${line}`;
  if (keyword === 'FROM') {
    const [, image, name] = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
    for (const variable of image.matchAll(/\$\{?(\w+)/g)) {
      if (!globalArgs.has(variable[1])) {
        problems.push(`${at}: FROM uses \${${variable[1]}}, which no ARG before the first FROM declares`);
      }
    }
    const parent = stages.find((candidate) => candidate.name === image);
    stage = {
      name: name ?? `#${stages.length}`,
      line,
      declared: new Set(parent?.declared ?? []),
      user: parent?.user,
      cmd: parent?.cmd,
    };
    stages.push(stage);
    continue;
  }
  if (!stage) {
    if (keyword === 'ARG') {
      globalArgs.add(args.split('=')[0]);
    }
    continue;
  }
  if (keyword === 'ARG') {
    stage.declared.add(args.split('=')[0].trim());
  } else if (keyword === 'ENV') {
    for (const [, name] of args.matchAll(/(\w+)=/g)) {
      stage.declared.add(name);
    }
  } else if (keyword === 'USER') {
    stage.user = args.trim();
  } else if (keyword === 'CMD' || keyword === 'ENTRYPOINT') {
    stage.cmd = args;
  }
  if (keyword === 'RUN' || keyword === 'ENV' || keyword === 'COPY' || keyword === 'WORKDIR') {
    for (const [, name] of args.replace(/'[^']*'/g, '').matchAll(/\$\{(\w+)\}/g)) {
      if (!stage.declared.has(name)) {
        problems.push(`${at}: \${${name}} is not declared by an ARG or ENV of the stage ${stage.name}`);
      }
    }
  }
  if (keyword === 'COPY' || keyword === 'ADD') {
    const words = args.split(/\s+/);
    const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
    const paths = words.filter((word) => !word.startsWith('--'));
    if (from) {
      if (!stages.slice(0, -1).some((candidate) => candidate.name === from)) {
        problems.push(`${at}: --from=${from} names no earlier stage`);
      }
      continue;
    }
    for (const source of paths.slice(0, -1)) {
      if (source === '.') {
        continue;
      }
      if (!existsSync(join(root, source))) {
        problems.push(`${at}: COPY ${source}: not in the repository`);
      } else if (ignored(source)) {
        problems.push(`${at}: COPY ${source}: excluded from the build context by .dockerignore`);
      }
    }
  }
}

// Every workspace's manifest is in the dependency layer, or npm does not link that workspace.
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(join(root, pattern.slice(0, -2)))
        .map((name) => `${pattern.slice(0, -2)}/${name}`)
        .filter((folder) => existsSync(join(root, folder, 'package.json')))
    : [pattern],
);
const copied = instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args);
for (const workspace of workspaces) {
  if (!copied.some((args) => args.startsWith(`${workspace}/package.json `))) {
    problems.push(
      `Dockerfile: the workspace ${workspace} is missing from the dependency layer (COPY ${workspace}/package.json ${workspace}/)`,
    );
  }
}

// The images that run: the last stage (services) and the console.
for (const target of [stages.at(-1), stages.find((candidate) => candidate.name === 'console')]) {
  if (!target) {
    problems.push('Dockerfile: no console stage');
    continue;
  }
  if (!target.user || /^(root|0)(:|$)/.test(target.user)) {
    problems.push(`Dockerfile:${target.line}: the stage ${target.name} runs as root (add USER)`);
  }
  if (!target.cmd && target.name !== 'console') {
    problems.push(`Dockerfile:${target.line}: the stage ${target.name} has no CMD`);
  }
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `[dockerfile] ${problem}`).join('\n'));
  process.exit(1);
}
console.log(
  `[dockerfile] ${stages.length} stages, ${instructions.filter((i) => i.keyword === 'COPY').length} COPY sources in the context, ${workspaces.length} workspaces in the dependency layer, non-root targets`,
);
