// Where the website's files are, from anywhere the config is run.
import * as nodePath from 'node:path';
import {fileURLToPath} from 'node:url';

export const sidebarsFile = nodePath.resolve(nodePath.dirname(fileURLToPath(import.meta.url)), '..', 'sidebars.ts');
