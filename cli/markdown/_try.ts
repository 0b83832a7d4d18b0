import { render } from './_helpers.js';
import { readFileSync } from 'node:fs';
const out = await render(readFileSync(process.argv[2]!, 'utf8'));
console.log(out.html);
console.log(out.problems.map((p) => `${p.code}@${p.line} ${p.message}`));
