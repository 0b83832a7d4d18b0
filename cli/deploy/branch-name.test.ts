import test from 'ava';
import { branchNameProblem } from './branch-name.js';

test('the short name of a branch is accepted, as git would take it', (t) => {
  for (const name of ['gh-pages', 'main', 'site/preview', 'pages_2025', 'v1.2']) t.is(branchNameProblem(name), undefined, name);
});

test('names git would refuse, or that name something other than a branch, are refused with the reason', (t) => {
  t.is(branchNameProblem('HEAD'), "'HEAD' names whatever is checked out, not a branch");
  t.is(branchNameProblem('-x'), 'a branch name cannot start with "-"');
  t.is(branchNameProblem('refs/heads/main'), "give the branch's short name (main), not a full ref");
  for (const name of ['', '@', 'gh pages', 'a..b', 'a@{1}', 'pages.', 'site//x', '/pages', 'pages/', '.hidden', 'site/.x', 'pages.lock', 'a:b', 'a~1', 'a^', 'a?', 'a*', 'a[', 'a\\b', 'a\tb', 'a\x7fb']) {
    t.not(branchNameProblem(name), undefined, JSON.stringify(name));
  }
});
