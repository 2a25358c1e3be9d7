#!/usr/bin/env node
// Part of `npm run lint`: the documentation stays inside the repository and matches the tree.
// - every relative Markdown link of a tracked .md file points at a file or folder of the repository;
// - nothing tracked refers to ../shared/ (a person who clones Callsheet does not have it);
// - every repository path that docs/architecture.md and docs/decisions/ name in backticks exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const root = normalize(join(dirname(new URL(import.meta.url).pathname), '..'));
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && existsSync(join(root, file)));

const problems = [];
const insideRepo = (path) => !relative(root, path).startsWith('..');

for (const file of tracked.filter((name) => name.endsWith('.md'))) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) {
      continue;
    }
    const path = normalize(join(root, dirname(file), decodeURI(target.split('#')[0])));
    if (!insideRepo(path)) {
      problems.push(`${file}: links outside the repository: ${target}`);
    } else if (!existsSync(path)) {
      problems.push(`${file}: broken link: ${target}`);
    }
  }
}

const codeFile = /\.(ts|tsx|mjs|cjs|js|sh|md|json|proto|yaml|yml)$/;
for (const file of tracked.filter((name) => codeFile.test(name) && name !== 'scripts/check-docs.mjs')) {
  const text = readFileSync(join(root, file), 'utf8');
  if (/\.\.\/shared\//.test(text)) {
    problems.push(`${file}: refers to ../shared/, which is not part of the repository`);
  }
}

// Paths in backticks that look like the repository's own (a known top-level folder, then a slash).
const topLevel = new Set(tracked.map((file) => file.split('/')[0]));
const documents = tracked.filter((name) => name === 'docs/architecture.md' || name.startsWith('docs/decisions/'));
for (const file of documents) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = quoted.replace(/[),.:;]+$/, '');
    const first = path.split('/')[0];
    if (!path.includes('/') || !topLevel.has(first) || /[<>*{}]/.test(path)) {
      continue;
    }
    if (!existsSync(join(root, path))) {
      problems.push(`${file}: names ${path}, which is not in the tree`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`[docs] ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  `[docs] ${tracked.filter((name) => name.endsWith('.md')).length} Markdown files: links inside the repository, named paths exist`,
);
