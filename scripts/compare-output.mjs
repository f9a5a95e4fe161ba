#!/usr/bin/env node
// `npm run compare:output -- <dir A> <dir B>`: compares two built sites, every HTML, Markdown,
// JSON, XML and text file outside `assets/`, with the content hashes in asset names and the
// policy's script hashes masked. Prints the counts and the files that differ; exits 1 when any
// file differs or exists on one side only. Used to show that a change to the generator leaves
// the site as it was.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: npm run compare:output -- <built site A> <built site B>');
  process.exit(2);
}
const list = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(html|md|json|xml|txt)$/.test(file) && !file.startsWith('assets/'));
const mask = (text) => text.replace(/-([0-9a-f]{8,10}|[A-Z0-9]{8})\.(js|css|json|html)/g, '-HASH.$2').replace(/sha256-[A-Za-z0-9+/=]+/g, 'sha256-X');
const filesA = new Set(list(a));
const filesB = new Set(list(b));
const onlyA = [...filesA].filter((file) => !filesB.has(file));
const onlyB = [...filesB].filter((file) => !filesA.has(file));
const differ = [...filesA].filter(
  (file) => filesB.has(file) && mask(readFileSync(path.join(a, file), 'utf8')) !== mask(readFileSync(path.join(b, file), 'utf8')),
);
console.log(
  `compare: ${filesA.size} files in A, ${filesB.size} in B; ${filesA.size - onlyA.length - differ.length} the same, ${differ.length} differ, ${onlyA.length} only in A, ${onlyB.length} only in B`,
);
for (const file of differ) console.log(`  differs: ${file}`);
for (const file of onlyA) console.log(`  only in A: ${file}`);
for (const file of onlyB) console.log(`  only in B: ${file}`);
process.exit(differ.length || onlyA.length || onlyB.length ? 1 : 0);
