// The repository's GitHub workflow: it parses, pins every action to a version, runs the same
// commands the README gives, and publishes only from main.
import test from 'ava';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { REPO_ROOT } from './_site.js';

interface Step { uses?: string; run?: string; if?: string }
interface Job { steps: Step[]; if?: string; needs?: string; permissions?: Record<string, string> }
interface Workflow { on: Record<string, unknown>; jobs: Record<string, Job> }

const yaml = (matter as unknown as { engines: { yaml: { parse(text: string): unknown } } }).engines.yaml;
const workflow = yaml.parse(readFileSync(path.join(REPO_ROOT, '.github/workflows/site.yml'), 'utf8')) as Workflow;
const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

test('the workflow runs on pushes to main and on pull requests', (t) => {
  t.deepEqual(Object.keys(workflow.on).sort(), ['pull_request', 'push']);
  t.deepEqual((workflow.on.push as { branches: string[] }).branches, ['main']);
});

test('every action is pinned to a full version', (t) => {
  const actions = steps.flatMap((step) => (step.uses ? [step.uses] : []));
  t.true(actions.length >= 3);
  for (const action of actions) t.regex(action, /^[\w-]+\/[\w-]+@v\d+\.\d+\.\d+$/, action);
});

test('the workflow runs the commands the README gives for tests, build and link check', (t) => {
  const commands = steps.flatMap((step) => (step.run ? [step.run] : []));
  for (const command of ['npm ci', 'npm test', 'npm run gates', 'npx garden-site build', 'npx garden-site check-links']) {
    t.true(commands.includes(command), `the workflow runs ${command}`);
    t.true(readme.includes(command), `the README names ${command}`);
  }
});

test('only a push to main publishes, through the Pages actions', (t) => {
  const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
  t.is(upload?.if, "github.event_name == 'push' && github.ref == 'refs/heads/main'");
  const deploy = workflow.jobs.deploy!;
  t.is(deploy.if, "github.event_name == 'push' && github.ref == 'refs/heads/main'");
  t.is(deploy.needs, 'build');
  t.deepEqual(deploy.permissions, { pages: 'write', 'id-token': 'write' });
  t.true(deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')));
});
