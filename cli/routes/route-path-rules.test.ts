import test from 'ava';
import { routePathProblem } from './route-path-rules.js';

test('ordinary page paths, including non-Latin letters, pass', (t) => {
  for (const route of ['/', '/docs/guides/raised-beds', '/news/2025/10/22/release', '/docs/über-uns', `/docs/${'ä'.repeat(125)}`]) t.is(routePathProblem(route), undefined, route);
});

test("'..', refused characters and parts over 250 bytes are problems", (t) => {
  t.is(routePathProblem('/docs/../x')?.message, "must not contain '..'");
  t.is(routePathProblem('/docs/a?b')?.message, "must not contain '?'");
  t.is(routePathProblem('/docs/a\\b')?.message, "must not contain '\\'");
  t.is(routePathProblem('/docs/a\u0000b')?.message, 'must not contain the control character U+0000');
  t.is(routePathProblem('/docs/a\uFFFEb')?.message, 'must not contain the noncharacter U+FFFE');
  // 126 two-byte letters: 252 bytes, though only 126 characters.
  t.is(routePathProblem(`/docs/${'ä'.repeat(126)}`)?.message, `the part '${'ä'.repeat(24)}…' is 252 bytes long; a part of a page path may have at most 250`);
});

test('a percent-escape is a problem: browsers decode it before asking for the page, so it never finds the file', (t) => {
  t.is(routePathProblem('/%2e%2e/x')?.message, "must not contain the percent-escape '%2e'");
  t.is(routePathProblem('/a%2Fb')?.message, "must not contain the percent-escape '%2F'");
  t.is(routePathProblem('/docs/caf%C3%A9')?.message, "must not contain the percent-escape '%C3'");
  t.is(routePathProblem('/docs/100%-organic'), undefined);
});
