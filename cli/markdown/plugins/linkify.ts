// Bare URLs and e-mail addresses become links, as MDX's GitHub-flavoured markdown makes them
// (the renderer turns markdown-it's `linkify` on; this sets what counts): `https://…`, `www.…`
// and `name@host.org`, never inside code or an existing link. Host names without `www.` or a
// scheme stay text, so file names such as `README.md` or `site.config.ts` are not web sites.
import type { MarkdownIt } from 'markdown-it';

export const linkifyPlugin = (md: MarkdownIt): void => {
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
  md.linkify.add('www.', {
    validate(text, pos, self) {
      // What follows `www.` must be the rest of a host name (and a path), as after `//`.
      const rest = self.re.get_relative_proto_validator();
      rest.lastIndex = pos;
      const match = rest.exec(text);
      return match ? match[0].length : 0;
    },
    normalize(match) {
      match.url = `http://${match.url}`;
    },
  });
};
