// html-validate's recommended preset, as the HTML gate applies it. Every change to the preset
// is here with its reason: each one concerns a form that HTML5 allows and that our tools write,
// so the rule would flag valid HTML rather than a mistake.
import type { ConfigData } from 'html-validate';

export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Void elements may end in `/>` or `>`: React writes `<link/>`, markdown-it writes `<img>`.
    'void-style': 'off',
    // Attribute names are case-insensitive; React writes its DOM spellings (`dateTime`,
    // `fetchPriority`, `autoComplete`), which browsers read exactly as the lowercase ones.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes a true boolean attribute as `open=""` and `hidden=""`, one of the two forms
    // HTML5 allows; the rule then still holds every page to that one form.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // An HTML5 id is any string without white space: heading anchors such as `#2025-complete`
    // keep the Docusaurus slugs that links out there already use.
    'valid-id': ['error', { relaxed: true }],
  },
};
