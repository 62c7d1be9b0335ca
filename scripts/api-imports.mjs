// Measures how apps/api's files depend on each other (issue 32): the longest chain of imports
// between its files, with type imports (a changed type travels the same chain) and without them
// (what loads what), and every import of one module's repository from outside that module.
// Tests are left out.
// Usage: node scripts/api-imports.mjs [--chain]  (--chain prints the longest chain's files)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../apps/api/src');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(root);
const known = new Set(files);
// Static imports and re-exports (`import … from`, `export … from`, `import '…'`) and dynamic `import('…')`.
// A statement starting `import type` or `export type` is a type import.
const specifier =
  /(?:^(import|export) (type )?[^;]*?\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/gms;

function graph({ types }) {
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(specifier)]
        .filter((match) => types || !match[2])
        .map((match) => resolve(dirname(file), match[3]))
        .filter((target) => known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

// The graph has no cycles (Biome's noImportCycles), so the longest path is found by memoised search.
function longestChain(edges) {
  const longest = new Map();
  function chainFrom(file, visiting = new Set()) {
    if (longest.has(file)) return longest.get(file);
    if (visiting.has(file)) throw new Error(`import cycle through ${relative(root, file)}`);
    visiting.add(file);
    let best = [file];
    for (const target of edges.get(file)) {
      const chain = chainFrom(target, visiting);
      if (chain.length + 1 > best.length) best = [file, ...chain];
    }
    visiting.delete(file);
    longest.set(file, best);
    return best;
  }
  return files.map((file) => chainFrom(file)).reduce((a, b) => (b.length > a.length ? b : a));
}

const edges = graph({ types: true });
const chain = longestChain(edges);
const valueChain = longestChain(graph({ types: false }));
const moduleOf = (file) => relative(root, file).match(/^modules\/([^/]+)\//)?.[1];
const crossRepository = [...edges].flatMap(([file, targets]) =>
  targets
    .filter((target) => target.endsWith('.repository.ts') && moduleOf(target) !== moduleOf(file))
    .filter(() => moduleOf(file) !== undefined)
    .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
);

console.log(`files: ${files.length}`);
for (const [label, files] of [
  ['longest chain of imports', chain],
  ['longest chain of imports without type imports', valueChain],
]) {
  console.log(`${label}: ${files.length - 1} steps`);
  if (process.argv.includes('--chain')) for (const file of files) console.log(`  ${relative(root, file)}`);
}
console.log(`imports of another module's repository: ${crossRepository.length}`);
for (const line of crossRepository) console.log(`  ${line}`);
